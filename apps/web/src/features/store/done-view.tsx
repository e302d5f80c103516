import { storeLookupPath } from '@console/contract';
import { useTexts } from './context';
import styles from './store.module.css';

/** After a successful application: the order number and what comes next. */
export function DoneView({ promo, orderNo, onBack }: { promo: string; orderNo: string; onBack: () => void }) {
  const { t } = useTexts();
  return (
    <section className={styles.card} role="status">
      <h1 className={styles.title}>{t('done.title')}</h1>
      <p className={styles.muted}>{t('done.order_no')}</p>
      <p className={styles.orderNo} data-testid="store-order-no">
        {orderNo}
      </p>
      <p>{t('done.next')}</p>
      <p>
        <a className={styles.link} href={storeLookupPath(promo)}>
          {t('done.lookup')}
        </a>
      </p>
      <button type="button" className={styles.secondary} onClick={onBack}>
        {t('done.back')}
      </button>
    </section>
  );
}
