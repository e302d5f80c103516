import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SUBSIDY_STATUSES,
  type SubsidyKind,
  type SubsidyRecord,
  type SubsidyStatus,
} from '@console/contract';
import type { moneyEndpoints } from '@console/contract';
import { useListPage, type ListFilters } from '@/components/list-page';
import { formatMoney } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import { moneyQueries } from '../api';
import { RecordList } from '../components/record-list';
import styles from '../components/money.module.css';
import { SubsidyStatusTag } from '../components/status-tags';
import { formatMoneyTime, timeColumnWidth } from '../model/format';

type Filters = ListFilters<typeof moneyEndpoints.subsidyList>;
/** No filter: every row (the filters at first and after a reset). */
const ALL: Filters = { status: '' };

/** `/order/Subsidy-record` (partner 62): subsidies granted per order or per period. */
export function SubsidyPage() {
  const { t, i18n } = useTranslation('money');
  const isMobile = useIsMobile();
  const list = useListPage({
    filters: ALL,
    query: (filters, page) => moneyQueries.subsidyList({ ...filters, ...page }),
  });

  const columns: TableColumnsType<SubsidyRecord> = [
    {
      title: t('subsidy.col_time'),
      dataIndex: 'create_time',
      width: timeColumnWidth(isMobile),
      render: (value: string) => formatMoneyTime(value),
    },
    {
      title: t('subsidy.col_amount'),
      dataIndex: 'amount',
      width: 130,
      align: 'right',
      render: (value: string) => <span className={styles.number}>{formatMoney(value, i18n.language)}</span>,
    },
    {
      title: t('subsidy.col_status'),
      dataIndex: 'status',
      width: 100,
      render: (value: SubsidyStatus) => <SubsidyStatusTag status={value} />,
    },
    {
      title: t('subsidy.col_kind'),
      dataIndex: 'kind',
      width: 100,
      render: (value: SubsidyKind) => t(`subsidy_kind.${value}`),
    },
    {
      title: t('subsidy.col_target'),
      key: 'target',
      width: 200,
      render: (_, r) => (r.kind === 'order' ? r.order_no : r.period) || '-',
    },
    {
      title: t('subsidy.col_grant_time'),
      dataIndex: 'grant_time',
      width: 170,
      render: (value: string | null) => formatMoneyTime(value),
    },
    { title: t('subsidy.col_remark'), dataIndex: 'remark', ellipsis: true },
  ];

  return (
    <RecordList
      name="subsidy"
      field="status"
      list={list}
      filter={{
        value: list.filters.status,
        onChange: (status) => list.setFilters({ status }),
        values: SUBSIDY_STATUSES,
        optionLabel: (s) => t(`subsidy_status.${s}`),
        allLabel: t('filter.all_status'),
        label: t('subsidy.col_status'),
      }}
      columns={columns}
      scrollX={1000}
    />
  );
}
