import { Button, Table, type TableProps } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findRouteByPath } from '@/lib/route-table';
import { useRouteTitle } from '@/lib/route-title';
import type { ListPageState } from './use-list-page';
import { fitHeaderWidths } from './header-widths';
import { useTableAccessibility } from './use-table-accessibility';
import styles from './list-page.module.css';

export interface ListTableProps<Row> extends Omit<TableProps<Row>, 'dataSource' | 'loading' | 'pagination'> {
  list: ListPageState<Row>;
  /** "N items", in the page's namespace (plural forms). */
  totalText: (count: number) => string;
  testId: string;
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
 * the list could not be read, a message with a retry in place of the rows. A keyboard reaches
 * and scrolls it when it is wider than the screen (use-table-accessibility.ts).
 */
export function ListTable<Row extends object>({ list, totalText, testId, ...table }: ListTableProps<Row>) {
  const { t } = useTranslation();
  const ref = useTableAccessibility(useTableLabel());
  const failed = list.result.isError && list.rows.length === 0;
  return (
    <Table<Row>
      ref={ref}
      size="middle"
      {...table}
      // No header broken inside a word (issue 39, defect 14): its column holds its longest word.
      columns={fitHeaderWidths(table.columns)}
      dataSource={list.rows}
      loading={list.loading}
      pagination={list.pagination(totalText)}
      locale={
        failed
          ? {
              emptyText: (
                <div className={styles.error} role="alert">
                  {t('list.load_failed')}
                  <Button onClick={() => void list.result.refetch()} data-testid={`${testId}-retry`}>
                    {t('list.retry')}
                  </Button>
                </div>
              ),
            }
          : table.locale
      }
      data-testid={testId}
    />
  );
}
