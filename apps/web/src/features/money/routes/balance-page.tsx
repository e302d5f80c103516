import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { moneyEndpoints as E, LEDGER_TYPES, type LedgerEntry, type LedgerType } from '@console/contract';
import { ExportButton, useListPage, type ListFilters } from '@/components/list-page';
import { formatMoney } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import { usePermission } from '@/lib/permission';
import { useSession } from '@/lib/session-store';
import { moneyApi, moneyQueries } from '../api';
import { RecordList } from '../components/record-list';
import styles from '../components/money.module.css';
import { SignedAmount } from '../components/signed-amount';
import { formatMoneyTime, timeColumnWidth } from '../model/format';
import { referenceHref } from '../model/reference';

type Filters = ListFilters<typeof E.ledgerList>;
/** No filter: every row (the filters at first and after a reset). */
const ALL: Filters = { type: '' };

/**
 * `/account/balance`, the amount records: every entry of the merchant's ledger, newest first, with
 * the balance right after it; filters by type and dates; export as a background task.
 */
export function BalancePage() {
  const { t, i18n } = useTranslation('money');
  const lang = i18n.language;
  const isMobile = useIsMobile();
  const { canCall } = usePermission();
  const sessionBalance = useSession((s) => s.balance);
  const list = useListPage({
    filters: ALL,
    query: (filters, page) => moneyQueries.ledgerList({ ...filters, ...page }),
  });

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
      // An order's commission opens that order, a top-up's charge its batch (issue 39, drill-down).
      render: (value: string, entry) => {
        const href = referenceHref(entry);
        return href ? (
          <Link to={href} title={t(`ledger.open_${href.kind}`)} data-testid="ledger-reference">
            {value}
          </Link>
        ) : (
          <span data-testid="ledger-reference">{value || '-'}</span>
        );
      },
    },
    { title: t('ledger.col_remark'), dataIndex: 'remark', ellipsis: true },
  ];

  return (
    <RecordList
      name="ledger"
      field="type"
      list={list}
      balance={{
        label: t('ledger.balance'),
        amount: list.result.data?.balance ?? sessionBalance,
        testId: 'ledger-balance',
      }}
      filter={{
        value: list.filters.type,
        onChange: (type) => list.setFilters({ type }),
        values: LEDGER_TYPES,
        optionLabel: (type) => t(`ledger_type.${type}`),
        allLabel: t('ledger_type.all'),
        label: t('ledger.col_type'),
      }}
      actions={
        canCall(E.ledgerExport) && (
          <ExportButton
            query={list.filters}
            total={list.total}
            taskName={t('ledger.title')}
            onExport={(payload) => moneyApi.ledgerExport(payload)}
            label={t('export')}
            testId="ledger-export"
          />
        )
      }
      columns={columns}
      scrollX={960}
    />
  );
}
