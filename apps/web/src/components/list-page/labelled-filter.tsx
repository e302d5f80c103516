import type { ReactNode } from 'react';
import styles from './list-page.module.css';

export interface LabelledFilterProps {
  /** The words before the filter (above it on a phone). */
  label: ReactNode;
  /** A hint on hover. */
  title?: string;
  children: ReactNode;
}

/** A filter of the toolbar with its label (a date range: "下单时间"), the whole line on a phone. */
export const LabelledFilter = ({ label, title, children }: LabelledFilterProps) => (
  <span className={styles.labelled} title={title}>
    <span className={styles.label}>{label}</span>
    {children}
  </span>
);
