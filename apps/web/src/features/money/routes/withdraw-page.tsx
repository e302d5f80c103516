import { useState } from 'react';
import { Button, Select, Table, type TableColumnsType } from 'antd';
import { DownloadOutlined, MoneyCollectOutlined, WalletOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WITHDRAW_STATUSES, type Withdrawal, type WithdrawStatus } from '@console/contract';
import { ExportModal } from '@/components/export-modal';
import { formatMoney } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import { usePermission } from '@/lib/permission';
import { useSession } from '@/lib/session-store';
import { exportWithdrawals } from '../api/export-withdrawals';
import { listWithdrawals } from '../api/list-withdrawals';
import { DateRangeFilter, type DayRange } from '../components/date-range-filter';
import styles from '../components/money.module.css';
import { LazyPayeeDrawer, LazyWithdrawModal } from '../components/lazy-parts';
import { PayeeLabel } from '../components/payee-label';
import { WithdrawStatusTag } from '../components/status-tags';
import { formatMoneyTime, timeColumnWidth } from '../model/format';
import { moneyKeys } from '../model/keys';
import { useListState } from '../model/use-list-state';
import { pollWhileOpen, useRefundsSeen } from '../model/use-open-requests';

type Filters = { status: WithdrawStatus | '' } & DayRange;

/**
 * `/withdraw/record`: the merchant's withdrawal requests (status, amount, masked account, times,
 * reason) with filters and export; the payee accounts; the request form.
 */
export function WithdrawPage() {
  const { t, i18n } = useTranslation('money');
  const lang = i18n.language;
  const isMobile = useIsMobile();
  const { can } = usePermission();
  const balance = useSession((s) => s.balance);
  const { page, pageSize, filters, setFilters, pagination } = useListState<Filters>({ status: '' });
  const [exporting, setExporting] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const [payeesOpen, setPayeesOpen] = useState(false);
  const query = {
    status: filters.status,
    start_date: filters.start_date ?? '',
    end_date: filters.end_date ?? '',
  };

  const { data, isFetching } = useQuery({
    queryKey: moneyKeys.withdrawals({ ...query, page, pageSize }),
    queryFn: ({ signal }) => listWithdrawals({ ...query, page, page_size: pageSize }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (q) => pollWhileOpen(q.state.data?.list),
  });
  useRefundsSeen(data?.list);
  const total = data?.total ?? 0;

  const columns: TableColumnsType<Withdrawal> = [
    {
      title: t('withdraw.col_time'),
      dataIndex: 'create_time',
      width: timeColumnWidth(isMobile),
      render: (value: string) => formatMoneyTime(value),
    },
    {
      title: t('withdraw.col_amount'),
      dataIndex: 'amount',
      width: 130,
      align: 'right',
      render: (value: string) => (
        <span className={styles.number} data-testid="withdraw-amount-cell">
          {formatMoney(value, lang)}
        </span>
      ),
    },
    {
      title: t('withdraw.col_status'),
      dataIndex: 'status',
      width: 100,
      render: (value: WithdrawStatus) => <WithdrawStatusTag status={value} />,
    },
    {
      title: t('withdraw.col_reason'),
      dataIndex: 'reason',
      width: 200,
      ellipsis: true,
      render: (value: string) =>
        value ? (
          <span className={styles.reason} data-testid="withdraw-reason">
            {value}
          </span>
        ) : (
          '-'
        ),
    },
    {
      title: t('withdraw.col_account'),
      key: 'account',
      width: 260,
      render: (_, w) => (
        <PayeeLabel
          kind={w.account_kind}
          bankName={w.bank_name}
          masked={w.account_masked}
          holder={w.holder}
        />
      ),
    },
    {
      title: t('withdraw.col_no'),
      dataIndex: 'withdraw_no',
      width: 190,
      render: (value: string) => <span data-testid="withdraw-no">{value}</span>,
    },
    {
      title: t('withdraw.col_decide_time'),
      dataIndex: 'decide_time',
      width: 170,
      render: (value: string | null) => formatMoneyTime(value),
    },
    {
      title: t('withdraw.col_paid_time'),
      dataIndex: 'paid_time',
      width: 170,
      render: (value: string | null) => formatMoneyTime(value),
    },
  ];

  return (
    <div className={styles.page} data-testid="withdraw-page">
      <div className={styles.summary}>
        <span className={styles.muted}>{t('withdraw.balance')}</span>
        <span className={styles.balance} data-testid="withdraw-page-balance">
          {formatMoney(balance, lang)}
        </span>
      </div>
      <div className={styles.toolbar}>
        <Select<WithdrawStatus | ''>
          className={styles.filter}
          value={filters.status}
          onChange={(status) => setFilters({ status })}
          options={[
            { value: '', label: t('filter.all_status') },
            ...WITHDRAW_STATUSES.map((s) => ({ value: s, label: t(`withdraw_status.${s}`) })),
          ]}
          data-testid="withdraw-status-filter"
        />
        <DateRangeFilter value={filters} onChange={setFilters} testId="withdraw-dates" />
        <div className={styles.actions}>
          <Button icon={<WalletOutlined />} onClick={() => setPayeesOpen(true)} data-testid="withdraw-payees">
            {t('withdraw.payees')}
          </Button>
          {can('export') && (
            <Button
              icon={<DownloadOutlined />}
              onClick={() => setExporting(true)}
              disabled={total === 0}
              data-testid="withdraw-export"
            >
              {t('export')}
            </Button>
          )}
          {can('add') && (
            <Button
              type="primary"
              icon={<MoneyCollectOutlined />}
              onClick={() => setRequesting(true)}
              data-testid="withdraw-request"
            >
              {t('withdraw.request')}
            </Button>
          )}
        </div>
      </div>
      <Table<Withdrawal>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching && !data}
        scroll={{ x: 1300 }}
        pagination={pagination(total, (count) => t('total', { count }))}
        data-testid="withdraw-table"
      />
      <ExportModal
        open={exporting}
        onClose={() => setExporting(false)}
        query={query}
        total={total}
        taskName={t('withdraw.title')}
        onSubmit={exportWithdrawals}
      />
      <LazyWithdrawModal open={requesting} onClose={() => setRequesting(false)} />
      <LazyPayeeDrawer open={payeesOpen} onClose={() => setPayeesOpen(false)} />
    </div>
  );
}
