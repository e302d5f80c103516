import type { ReactNode } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { useIsMobile } from '@/lib/use-media-query';
import styles from './list-page.module.css';

/** One button of a row (edit, remove, switch off…). */
export interface RowAction {
  label: ReactNode;
  onClick: () => void;
  testId: string;
  /** Red: it takes something away. */
  danger?: boolean;
  loading?: boolean;
}

/** A row's actions as links, after what `children` puts first (a link to the row's page). */
export const RowActions = ({
  actions,
  children,
}: {
  actions: readonly RowAction[];
  children?: ReactNode;
}) => (
  <span className={styles.rowActions}>
    {children}
    {actions.map(({ label, testId, ...action }) => (
      <Button key={testId} type="link" size="small" {...action} data-testid={testId}>
        {label}
      </Button>
    ))}
  </span>
);

/**
 * The column of a row's actions: pinned at the right while the rest scrolls, but not on a phone,
 * where it would take half the screen.
 */
export function useActionsColumn<Row>(
  title: string,
  width: number,
  render: (row: Row) => ReactNode,
): TableColumnsType<Row>[number] {
  const pinned = useIsMobile() ? undefined : 'right';
  return { title, key: 'actions', width, fixed: pinned, render: (_, row) => render(row) };
}
