import { Select, Table, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  SUBSIDY_RECHARGE_STATUSES,
  type SubsidyRecharge,
  type SubsidyRechargeStatus,
} from '@console/contract';
import { formatMoney } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import { listSubsidyRecharges } from '../api/list-subsidy-recharges';
import { DateRangeFilter, type DayRange } from '../components/date-range-filter';
import styles from '../components/money.module.css';
import { RechargeStatusTag } from '../components/status-tags';
import { formatMoneyTime, timeColumnWidth } from '../model/format';
import { moneyKeys } from '../model/keys';
import { useListState } from '../model/use-list-state';

type Filters = { status: SubsidyRechargeStatus | '' } & DayRange;

/** `/order/Recharge-record` (partner 62): recharges of the subsidy funds. */
export function RechargeRecordPage() {
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
    queryKey: moneyKeys.recharges({ ...query, page, pageSize }),
    queryFn: ({ signal }) => listSubsidyRecharges({ ...query, page, page_size: pageSize }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
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
      render: (value: string) => <span className={styles.number}>{formatMoney(value, lang)}</span>,
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
    <div className={styles.page} data-testid="recharge-page">
      <div className={styles.toolbar}>
        <Select<SubsidyRechargeStatus | ''>
          className={styles.filter}
          value={filters.status}
          onChange={(status) => setFilters({ status })}
          options={[
            { value: '', label: t('filter.all_status') },
            ...SUBSIDY_RECHARGE_STATUSES.map((s) => ({ value: s, label: t(`recharge_status.${s}`) })),
          ]}
          data-testid="recharge-status-filter"
        />
        <DateRangeFilter value={filters} onChange={setFilters} testId="recharge-dates" />
      </div>
      <Table<SubsidyRecharge>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching && !data}
        scroll={{ x: 800 }}
        pagination={pagination(data?.total ?? 0, (count) => t('total', { count }))}
        data-testid="recharge-table"
      />
    </div>
  );
}
