import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { MoneyCollectOutlined, WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  moneyEndpoints as E,
  WITHDRAW_STATUSES,
  type Withdrawal,
  type WithdrawStatus,
} from '@console/contract';
import { ExportButton, useListPage, type ListFilters } from '@/components/list-page';
import { useAddressFilter } from '@/lib/address-filter';
import { formatMoney } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import { usePermission } from '@/lib/permission';
import { useSession } from '@/lib/session-store';
import { moneyApi, moneyQueries } from '../api';
import { RecordList } from '../components/record-list';
import styles from '../components/money.module.css';
import { LazyPayeeDrawer, LazyWithdrawModal } from '../components/lazy-parts';
import { PayeeLabel } from '../components/payee-label';
import { WithdrawStatusTag } from '../components/status-tags';
import { formatMoneyTime, timeColumnWidth } from '../model/format';
import { pollWhileOpen, useRefundsSeen } from '../model/use-open-requests';

type Filters = ListFilters<typeof E.withdrawList>;
/** No filter: every row (the filters at first and after a reset). */
const ALL: Filters = { status: '' };

/**
 * `/withdraw/record`: the merchant's withdrawal requests (status, amount, masked account, times,
 * reason) with filters and export; the payee accounts; the request form.
 */
export function WithdrawPage() {
  const { t, i18n } = useTranslation('money');
  const lang = i18n.language;
  const isMobile = useIsMobile();
  const { canCall } = usePermission();
  const balance = useSession((s) => s.balance);
  const [requesting, setRequesting] = useState(false);
  const [payeesOpen, setPayeesOpen] = useState(false);
  const list = useListPage({
    filters: ALL,
    query: (filters, page) => moneyQueries.withdrawList({ ...filters, ...page }),
    refetchInterval: (data) => pollWhileOpen(data?.list),
  });
  useRefundsSeen(list.result.data?.list);
  // The dashboard's to-do item opens the list filtered (`?status=pending`).
  useAddressFilter('status', WITHDRAW_STATUSES, (status) => list.setFilters({ status }));

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
    <RecordList
      name="withdraw"
      field="status"
      list={list}
      balance={{ label: t('withdraw.balance'), amount: balance, testId: 'withdraw-page-balance' }}
      filter={{
        value: list.filters.status,
        onChange: (status) => list.setFilters({ status }),
        values: WITHDRAW_STATUSES,
        optionLabel: (s) => t(`withdraw_status.${s}`),
        allLabel: t('filter.all_status'),
        label: t('withdraw.col_status'),
      }}
      actions={
        <>
          {canCall(E.payeeList) && (
            <Button
              icon={<WalletOutlined />}
              onClick={() => setPayeesOpen(true)}
              data-testid="withdraw-payees"
            >
              {t('withdraw.payees')}
            </Button>
          )}
          {canCall(E.withdrawExport) && (
            <ExportButton
              query={list.filters}
              total={list.total}
              taskName={t('withdraw.title')}
              onExport={(payload) => moneyApi.withdrawExport(payload)}
              label={t('export')}
              testId="withdraw-export"
            />
          )}
          {canCall(E.withdrawApply) && (
            <Button
              type="primary"
              icon={<MoneyCollectOutlined />}
              onClick={() => setRequesting(true)}
              data-testid="withdraw-request"
            >
              {t('withdraw.request')}
            </Button>
          )}
        </>
      }
      columns={columns}
      scrollX={1300}
    >
      <LazyWithdrawModal open={requesting} onClose={() => setRequesting(false)} />
      <LazyPayeeDrawer open={payeesOpen} onClose={() => setPayeesOpen(false)} />
    </RecordList>
  );
}
