import type { ReactNode } from 'react';
import styles from './list-page.module.css';

export interface ListPageProps {
  testId: string;
  /** Above the filters: a summary (the balance of the amount records). */
  header?: ReactNode;
  /** The filters and the actions of the list, on one line that wraps on a phone. */
  toolbar?: ReactNode;
  children: ReactNode;
}

/** The frame of a list screen: its header, its toolbar, its table and what goes with it. */
export function ListPage({ testId, header, toolbar, children }: ListPageProps) {
  return (
    <div className={styles.page} data-testid={testId}>
      {header}
      {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      {children}
    </div>
  );
}

/** The list's actions (export, import…), pushed to the end of the toolbar. */
export const ListActions = ({ children }: { children: ReactNode }) => (
  <div className={styles.actions}>{children}</div>
);

export { styles as listStyles };
