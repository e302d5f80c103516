import styles from './boot-fallback.module.css';

/** Shown while a lazy route or the merchant info loads: a thin bar, no antd Spin on first load. */
export function BootFallback() {
  return <div className={styles.bar} role="progressbar" aria-busy="true" />;
}
