import type { ReactNode } from 'react';
import styles from './panel.module.css';

export interface PanelProps {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/**
 * A titled white panel. antd's Card would do, but it brings Tabs along (its tab list), which
 * the shell shares: the account chunk stays lighter without it.
 */
export function Panel({ title, extra, children, testId }: PanelProps) {
  return (
    <section className={styles.panel} data-testid={testId}>
      <header className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {extra}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
