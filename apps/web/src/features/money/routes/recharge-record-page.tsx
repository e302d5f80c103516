import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SUBSIDY_RECHARGE_STATUSES,
  type SubsidyRecharge,
  type SubsidyRechargeStatus,
} from '@console/contract';
import type { moneyEndpoints } from '@console/contract';
import { useListPage, type ListFilters } from '@/components/list-page';
import { formatMoney } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import { moneyQueries } from '../api';
import { RecordList } from '../components/record-list';
import styles from '../components/money.module.css';
import { RechargeStatusTag } from '../components/status-tags';
import { formatMoneyTime, timeColumnWidth } from '../model/format';

type Filters = ListFilters<typeof moneyEndpoints.subsidyRechargeList>;
/** No filter: every row (the filters at first and after a reset). */
const ALL: Filters = { status: '' };

/** `/order/Recharge-record` (partner 62): recharges of the subsidy funds. */
export function RechargeRecordPage() {
  const { t, i18n } = useTranslation('money');
  const isMobile = useIsMobile();
  const list = useListPage({
    filters: ALL,
    query: (filters, page) => moneyQueries.subsidyRechargeList({ ...filters, ...page }),
  });

  const columns: TableColumnsType<SubsidyRecharge> = [
    {
      title: t('recharge.col_time'),
      dataIndex: 'create_time',
      width: timeColumnWidth(isMobile),
      render: (value: string) => formatMoneyTime(value),
    },
    {
      title: t('recharge.col_amount'),
      dataIndex: 'amount',
      width: 140,
      align: 'right',
      render: (value: string) => <span className={styles.number}>{formatMoney(value, i18n.language)}</span>,
    },
    {
      title: t('recharge.col_status'),
      dataIndex: 'status',
      width: 110,
      render: (value: SubsidyRechargeStatus) => <RechargeStatusTag status={value} />,
    },
    { title: t('recharge.col_no'), dataIndex: 'recharge_no', width: 200 },
    { title: t('recharge.col_remark'), dataIndex: 'remark', ellipsis: true },
  ];

  return (
    <RecordList
      name="recharge"
      field="status"
      list={list}
      filter={{
        value: list.filters.status,
        onChange: (status) => list.setFilters({ status }),
        values: SUBSIDY_RECHARGE_STATUSES,
        optionLabel: (s) => t(`recharge_status.${s}`),
        allLabel: t('filter.all_status'),
        label: t('recharge.col_status'),
      }}
      columns={columns}
      scrollX={800}
    />
  );
}
