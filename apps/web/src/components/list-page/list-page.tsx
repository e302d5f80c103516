import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './list-page.module.css';

export interface ListPageProps {
  testId: string;
  /** Above the filters: a summary (the balance of the amount records). */
  header?: ReactNode;
  /** The filters and the actions of the list, on one line that wraps on a phone. */
  toolbar?: ReactNode;
  /**
   * Every filter of the toolbar back to the list's start (the kit's `reset`): a 重置 button after
   * the filters, before the actions. Lists with a filter form of their own draw theirs in it.
   */
  onReset?: () => void;
  children: ReactNode;
}

/** The frame of a list screen: its header, its toolbar, its table and what goes with it. */
export function ListPage({ testId, header, toolbar, onReset, children }: ListPageProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid={testId}>
      {header}
      {toolbar && (
        <div className={styles.toolbar}>
          {toolbar}
          {onReset && (
            <Button className={styles.reset} onClick={onReset} data-testid={`${testId}-reset`}>
              {t('list.reset')}
            </Button>
          )}
        </div>
      )}
      {children}
    </div>
  );
}

/** The list's actions (export, import…), pushed to the end of the toolbar. */
export const ListActions = ({ children }: { children: ReactNode }) => (
  <div className={styles.actions}>{children}</div>
);

export { styles as listStyles };
