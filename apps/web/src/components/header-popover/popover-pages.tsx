import type { ReactNode } from 'react';
import { Empty, Pagination, Spin } from 'antd';
import { POPOVER_PAGE_SIZE } from '@console/contract';
import styles from './header-popover.module.css';

export interface PopoverPagesProps<Row> {
  /** The page on screen, its answer (undefined while the first one comes) and the page change. */
  page: number;
  data: { list: Row[]; total: number } | undefined;
  pending: boolean;
  onPage: (page: number) => void;
  empty: string;
  testId: string;
  item: (row: Row) => ReactNode;
  rowKey: (row: Row) => number;
}

/** A header popover's list: five rows a page, a spinner first, a simple pager when there is more. */
export function PopoverPages<Row>({
  page,
  data,
  pending,
  onPage,
  empty,
  testId,
  item,
  rowKey,
}: PopoverPagesProps<Row>) {
  if (pending) return <Spin className={styles.loading} />;
  if (!data || data.total === 0)
    return <Empty className={styles.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <div className={styles.panel}>
      <ul className={styles.list} data-testid={testId}>
        {data.list.map((row) => (
          <li key={rowKey(row)}>{item(row)}</li>
        ))}
      </ul>
      {data.total > POPOVER_PAGE_SIZE && (
        <Pagination
          className={styles.pager}
          size="small"
          simple
          current={page}
          pageSize={POPOVER_PAGE_SIZE}
          total={data.total}
          onChange={onPage}
        />
      )}
    </div>
  );
}
