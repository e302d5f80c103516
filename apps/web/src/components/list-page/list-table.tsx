import { useEffect, useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Button, Table, type TableProps } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findRouteByPath } from '@/lib/route-table';
import { useRouteTitle } from '@/lib/route-title';
import { useIsMobile } from '@/lib/use-media-query';
import { columnId, fitColumns } from './fitted-columns';
import { TableBar } from './table-bar';
import { DEFAULT_TABLE_SETTINGS, useTableSettings } from './table-settings-store';
import type { ListPageState } from './use-list-page';
import { fitHeaderWidths } from './header-widths';
import { useTableAccessibility } from './use-table-accessibility';
import styles from './list-page.module.css';
import barStyles from './table-bar.module.css';

export interface ListTableProps<Row> extends Omit<TableProps<Row>, 'dataSource' | 'loading' | 'pagination'> {
  list: ListPageState<Row>;
  /** "N items", in the page's namespace (plural forms). */
  totalText: (count: number) => string;
  testId: string;
  /**
   * The page sets its columns and row height itself (the order list's toolbar has had its column
   * settings since issue 7): the kit's bar keeps the rows' age and full screen only.
   */
  ownColumnSettings?: boolean;
  /** Each row's test id (what a test finds the rows by). */
  rowTestId?: string;
  /** A row's `data-*` attributes besides its test id (what a test tells one row by). */
  rowData?: (row: Row) => Record<`data-${string}`, unknown>;
}

/** The name of the table's scroll box: the title of the page it lists. */
function useTableLabel(): string {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const route = findRouteByPath(useLocation().pathname);
  return route ? t('list.table_of', { title: title(route.name) }) : t('list.table');
}

/**
 * The table of a list: its rows, the loading state of the first answer, the pagination, and when
 * the list could not be read, a message with a retry in place of the rows; an empty answer under
 * filters says nothing matches and offers to clear them. Its columns follow the user's settings
 * for this list (kept per list), the key ones fixed, and it scrolls sideways with a visible bar
 * when wider than the screen, which a keyboard reaches too (use-table-accessibility.ts).
 */
export function ListTable<Row extends object>({
  list,
  totalText,
  testId,
  ownColumnSettings = false,
  rowTestId,
  rowData,
  ...table
}: ListTableProps<Row>) {
  const { t } = useTranslation();
  const ref = useTableAccessibility(useTableLabel());
  const mobile = useIsMobile();
  const { settings } = useTableSettings(testId);
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    if (!fullscreen) return;
    const leave = (e: KeyboardEvent) => e.key === 'Escape' && setFullscreen(false);
    document.addEventListener('keydown', leave);
    return () => document.removeEventListener('keydown', leave);
  }, [fullscreen]);
  // No header broken inside a word (defect 14): each column holds its header's longest word.
  const columns = useMemo(() => fitHeaderWidths(table.columns) ?? [], [table.columns]);
  const applied = ownColumnSettings ? DEFAULT_TABLE_SETTINGS : settings;
  const fitted = useMemo(
    () => fitColumns(columns, applied, { fixFirst: !mobile }),
    [columns, applied, mobile],
  );
  const failed = list.result.isError && list.rows.length === 0;
  const emptyText: ReactNode = failed ? (
    <div className={styles.error} role="alert">
      {t('list.load_failed')}
      <Button onClick={() => void list.result.refetch()} data-testid={`${testId}-retry`}>
        {t('list.retry')}
      </Button>
    </div>
  ) : list.filtered ? (
    // Not the page's "nothing yet": these filters match nothing (defect 17 of issue 39).
    <div className={styles.error} data-testid={`${testId}-no-match`}>
      {t('list.no_match')}
      {list.reset && (
        <Button type="link" onClick={list.reset} data-testid={`${testId}-clear-filters`}>
          {t('list.clear_filters')}
        </Button>
      )}
    </div>
  ) : undefined;
  const labels = useMemo(
    () =>
      columns.flatMap((column, index) => {
        const id = columnId(column, index);
        if (!fitted.ids.includes(id)) return [];
        return [{ id, label: typeof column.title === 'string' ? column.title : id }];
      }),
    [fitted.ids, columns],
  );
  const tableNode = (
    <Table<Row>
      ref={ref}
      size={applied.density}
      {...table}
      columns={fitted.columns}
      // Laid out by content from the shown columns' width on: a column is never narrower than
      // what it holds, so none hides under the fixed actions (defect 6 of issue 39).
      tableLayout="auto"
      scroll={{ ...table.scroll, x: fitted.x }}
      className={[barStyles.table, table.className].filter(Boolean).join(' ')}
      dataSource={list.rows}
      loading={list.loading}
      pagination={list.pagination(totalText)}
      locale={emptyText ? { ...table.locale, emptyText } : table.locale}
      onRow={
        rowTestId || rowData
          ? (row, index) =>
              ({
                'data-testid': rowTestId,
                ...rowData?.(row),
                ...table.onRow?.(row, index),
              }) as HTMLAttributes<HTMLElement>
          : table.onRow
      }
      data-testid={testId}
    />
  );
  return (
    <div className={fullscreen ? barStyles.fullscreen : barStyles.frame} data-testid={`${testId}-frame`}>
      <TableBar
        list={testId}
        columns={ownColumnSettings ? null : labels}
        updatedAt={list.updatedAt ?? 0}
        fullscreen={fullscreen}
        onFullscreen={setFullscreen}
      />
      {tableNode}
    </div>
  );
}
