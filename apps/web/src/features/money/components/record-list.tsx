import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DateRangeFilter,
  ListActions,
  ListPage,
  ListTable,
  StatusSelect,
  type DayRange,
  type ListPageState,
  type StatusSelectProps,
} from '@/components/list-page';
import { formatMoney } from '@/lib/format';
import styles from './money.module.css';

/** The list's one filter besides the dates: a status (or the ledger's entry type). */
export type RecordFilter<S extends string> = Omit<StatusSelectProps<S>, 'testId'>;

export interface RecordListProps<Row extends object, S extends string> {
  /** The prefix of its test ids: `<name>-page`, `-<field>-filter`, `-dates`, `-table`. */
  name: string;
  /** The filter's field, in its test id (`status`, `type`). */
  field: string;
  list: ListPageState<Row> & { filters: DayRange; setFilters: (change: DayRange) => void; reset: () => void };
  filter: RecordFilter<S>;
  columns: TableColumnsType<Row>;
  scrollX: number;
  /** The balance above the list, when the page shows it. */
  balance?: { label: string; amount: string | null; testId: string };
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A list of money records (amount records, withdrawals, subsidies, recharges): the balance when
 * shown, a status filter and the day range, the page's actions, and the table.
 */
export function RecordList<Row extends object, S extends string>(props: RecordListProps<Row, S>) {
  const { name, field, list, filter, columns, scrollX, balance, actions, children } = props;
  const { t, i18n } = useTranslation('money');
  return (
    <ListPage
      testId={`${name}-page`}
      onReset={list.reset}
      header={
        // A staff member whose role shows no balance has none (null) in the session.
        balance?.amount != null && (
          <div className={styles.summary}>
            <span className={styles.muted}>{balance.label}</span>
            <span className={styles.balance} data-testid={balance.testId}>
              {formatMoney(balance.amount, i18n.language)}
            </span>
          </div>
        )
      }
      toolbar={
        <>
          <StatusSelect {...filter} testId={`${name}-${field}-filter`} />
          <DateRangeFilter value={list.filters} onChange={list.setFilters} testId={`${name}-dates`} />
          {actions && <ListActions>{actions}</ListActions>}
        </>
      }
    >
      <ListTable<Row>
        list={list}
        rowKey="id"
        columns={columns}
        scroll={{ x: scrollX }}
        totalText={(count) => t('total', { count })}
        testId={`${name}-table`}
      />
      {children}
    </ListPage>
  );
}
