import type { ReactNode } from 'react';
import styles from './store.module.css';

/** What an input needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled field: its hint and its error are read with the input (aria-describedby). */
export function Field({ id, label, hint, error, children }: FieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described || undefined })}
      {hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

interface NoticeProps {
  title: string;
  message: string;
  children?: ReactNode;
}

/** A whole-page notice (an unknown link, a closed store): never a blank page. */
export function Notice({ title, message, children }: NoticeProps) {
  return (
    <main className={styles.page}>
      <section className={`${styles.card} ${styles.notice}`} data-testid="store-notice" role="status">
        <h1 className={styles.title}>{title}</h1>
        <p>{message}</p>
        {children}
      </section>
    </main>
  );
}
