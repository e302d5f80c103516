import { Select, Table, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  SUBSIDY_STATUSES,
  type SubsidyKind,
  type SubsidyRecord,
  type SubsidyStatus,
} from '@console/contract';
import { formatMoney } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import { listSubsidies } from '../api/list-subsidies';
import { DateRangeFilter, type DayRange } from '../components/date-range-filter';
import styles from '../components/money.module.css';
import { SubsidyStatusTag } from '../components/status-tags';
import { formatMoneyTime, timeColumnWidth } from '../model/format';
import { moneyKeys } from '../model/keys';
import { useListState } from '../model/use-list-state';

type Filters = { status: SubsidyStatus | '' } & DayRange;

/** `/order/Subsidy-record` (partner 62): subsidies granted per order or per period. */
export function SubsidyPage() {
  const { t, i18n } = useTranslation('money');
  const lang = i18n.language;
  const isMobile = useIsMobile();
  const { page, pageSize, filters, setFilters, pagination } = useListState<Filters>({ status: '' });
  const query = {
    status: filters.status,
    start_date: filters.start_date ?? '',
    end_date: filters.end_date ?? '',
  };

  const { data, isFetching } = useQuery({
    queryKey: moneyKeys.subsidies({ ...query, page, pageSize }),
    queryFn: ({ signal }) => listSubsidies({ ...query, page, page_size: pageSize }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
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
      render: (value: string) => <span className={styles.number}>{formatMoney(value, lang)}</span>,
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
    <div className={styles.page} data-testid="subsidy-page">
      <div className={styles.toolbar}>
        <Select<SubsidyStatus | ''>
          className={styles.filter}
          value={filters.status}
          onChange={(status) => setFilters({ status })}
          options={[
            { value: '', label: t('filter.all_status') },
            ...SUBSIDY_STATUSES.map((s) => ({ value: s, label: t(`subsidy_status.${s}`) })),
          ]}
          data-testid="subsidy-status-filter"
        />
        <DateRangeFilter value={filters} onChange={setFilters} testId="subsidy-dates" />
      </div>
      <Table<SubsidyRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching && !data}
        scroll={{ x: 1000 }}
        pagination={pagination(data?.total ?? 0, (count) => t('total', { count }))}
        data-testid="subsidy-table"
      />
    </div>
  );
}
