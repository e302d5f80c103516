import { type ReactNode, useMemo } from 'react';
import { Button, Table, type TableProps } from 'antd';
import type { ColumnType, ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '@console/contract';
import { columnsWidth, fitHeaderWidths, listStyles } from '@/components/list-page';
import { useTableAccessibility } from '@/components/list-page/use-table-accessibility';
import { useRouteTitle } from '@/lib/route-title';
import styles from './stats.module.css';

export interface StatsTableProps<Row extends object, Totals extends object> extends Omit<
  TableProps<Row>,
  'pagination' | 'columns' | 'summary'
> {
  columns: ColumnsType<Row>;
  /** The totals of the rows, drawn as a last row by the columns' own renderers. */
  totals?: Totals;
  /** Columns with nothing to total (the merchant, the channel). */
  noTotal?: readonly string[];
  /** The screen's route, whose title names the table's scroll box. */
  route: RouteName;
  error?: boolean;
  onRetry?: () => void;
  testId: string;
}

/**
 * A statistics table: every row at once (a range's days, a merchant's goods), scrolled sideways
 * inside its own box on a phone, a keyboard stop when it scrolls, a totals row under the rows.
 */
export function StatsTable<Row extends object, Totals extends object>(props: StatsTableProps<Row, Totals>) {
  const { columns: given, totals, noTotal = [], route, error, onRetry, testId, ...table } = props;
  // No header broken inside a word (issue 39, defect 14), as the list kit's tables: each column
  // holds its header's longest word in the language on screen ("Activations", "Ativações").
  const columns = useMemo(() => fitHeaderWidths(given) ?? [], [given]);
  const { t } = useTranslation(['common', 'statistics']);
  const title = useRouteTitle();
  const ref = useTableAccessibility(t('list.table_of', { title: title(route) }));
  // A grouped column (the distributions' ranges) totals each of its own columns.
  const leaves = columns.flatMap((c): ColumnType<Row>[] =>
    'children' in c ? (c.children as ColumnType<Row>[]) : [c],
  );
  const summary = () =>
    totals && (
      <Table.Summary fixed>
        <Table.Summary.Row className={styles.total} data-testid={`${testId}-totals`}>
          {leaves.map((column, index) => {
            const key = String(column.key ?? index);
            let cell: ReactNode = null;
            if (index === 0) cell = t('statistics:col.total');
            else if (!noTotal.includes(key)) {
              const field = column.dataIndex as keyof Totals | undefined;
              const value = field === undefined ? undefined : totals[field];
              cell = column.render
                ? (column.render(value, totals as unknown as Row, -1) as ReactNode)
                : (value as ReactNode);
            }
            return (
              <Table.Summary.Cell key={key} index={index} align={column.align}>
                {cell}
              </Table.Summary.Cell>
            );
          })}
        </Table.Summary.Row>
      </Table.Summary>
    );
  return (
    <Table<Row>
      ref={ref}
      size="middle"
      {...table}
      columns={columns}
      pagination={false}
      scroll={{ x: columnsWidth(columns) }}
      summary={totals ? summary : undefined}
      locale={{
        emptyText: error ? (
          <div className={listStyles.error} role="alert">
            {t('list.load_failed')}
            <Button onClick={onRetry} data-testid={`${testId}-retry`}>
              {t('list.retry')}
            </Button>
          </div>
        ) : (
          t('statistics:empty')
        ),
      }}
      data-testid={testId}
    />
  );
}
