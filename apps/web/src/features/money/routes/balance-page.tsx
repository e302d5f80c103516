import { Button, Select, Table, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_TYPES, type LedgerEntry, type LedgerType } from '@console/contract';
import { ExportModal } from '@/components/export-modal';
import { formatMoney } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import { usePermission } from '@/lib/permission';
import { useSession } from '@/lib/session-store';
import { exportLedger } from '../api/export-ledger';
import { listLedger } from '../api/list-ledger';
import { DateRangeFilter, type DayRange } from '../components/date-range-filter';
import styles from '../components/money.module.css';
import { SignedAmount } from '../components/signed-amount';
import { formatMoneyTime, timeColumnWidth } from '../model/format';
import { moneyKeys } from '../model/keys';
import { useListState } from '../model/use-list-state';

type Filters = { type: LedgerType | '' } & DayRange;

/**
 * `/account/balance`, the amount records: every entry of the merchant's ledger, newest first, with
 * the balance right after it; filters by type and dates; export as a background task.
 */
export function BalancePage() {
  const { t, i18n } = useTranslation('money');
  const lang = i18n.language;
  const isMobile = useIsMobile();
  const { can } = usePermission();
  const sessionBalance = useSession((s) => s.balance);
  const { page, pageSize, filters, setFilters, pagination } = useListState<Filters>({ type: '' });
  const [exporting, setExporting] = useState(false);
  const query = {
    type: filters.type,
    start_date: filters.start_date ?? '',
    end_date: filters.end_date ?? '',
  };

  const { data, isFetching } = useQuery({
    queryKey: moneyKeys.ledger({ ...query, page, pageSize }),
    queryFn: ({ signal }) => listLedger({ ...query, page, page_size: pageSize }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const total = data?.total ?? 0;

  const columns: TableColumnsType<LedgerEntry> = [
    {
      title: t('ledger.col_time'),
      dataIndex: 'create_time',
      width: timeColumnWidth(isMobile),
      render: (value: string) => formatMoneyTime(value),
    },
    {
      title: t('ledger.col_type'),
      dataIndex: 'type',
      width: isMobile ? 90 : 140,
      render: (value: LedgerType) => <span data-testid="ledger-type">{t(`ledger_type.${value}`)}</span>,
    },
    {
      title: t('ledger.col_amount'),
      dataIndex: 'amount',
      width: 150,
      align: 'right',
      render: (value: string) => <SignedAmount value={value} />,
    },
    {
      title: t('ledger.col_balance_after'),
      dataIndex: 'balance_after',
      width: 150,
      align: 'right',
      render: (value: string) => <span className={styles.number}>{formatMoney(value, lang)}</span>,
    },
    {
      title: t('ledger.col_reference'),
      dataIndex: 'reference',
      width: 200,
      render: (value: string) => <span data-testid="ledger-reference">{value || '-'}</span>,
    },
    { title: t('ledger.col_remark'), dataIndex: 'remark', ellipsis: true },
  ];

  return (
    <div className={styles.page} data-testid="ledger-page">
      <div className={styles.summary}>
        <span className={styles.muted}>{t('ledger.balance')}</span>
        <span className={styles.balance} data-testid="ledger-balance">
          {formatMoney(data?.balance ?? sessionBalance, lang)}
        </span>
      </div>
      <div className={styles.toolbar}>
        <Select<LedgerType | ''>
          className={styles.filter}
          value={filters.type}
          onChange={(type) => setFilters({ type })}
          options={[
            { value: '', label: t('ledger_type.all') },
            ...LEDGER_TYPES.map((type) => ({ value: type, label: t(`ledger_type.${type}`) })),
          ]}
          data-testid="ledger-type-filter"
        />
        <DateRangeFilter value={filters} onChange={setFilters} testId="ledger-dates" />
        {can('export') && (
          <div className={styles.actions}>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => setExporting(true)}
              disabled={total === 0}
              data-testid="ledger-export"
            >
              {t('export')}
            </Button>
          </div>
        )}
      </div>
      <Table<LedgerEntry>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching && !data}
        scroll={{ x: 960 }}
        pagination={pagination(total, (count) => t('total', { count }))}
        data-testid="ledger-table"
      />
      <ExportModal
        open={exporting}
        onClose={() => setExporting(false)}
        query={query}
        total={total}
        taskName={t('ledger.title')}
        onSubmit={exportLedger}
      />
    </div>
  );
}
