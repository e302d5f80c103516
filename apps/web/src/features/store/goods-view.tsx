import { Fragment } from 'react';
import type { StoreGoodsResult } from '@console/contract';
import { useTexts } from './context';
import { formatFee, formatNumber } from './format';
import styles from './store.module.css';

/** The store's name and logo, above every page of it. */
export function StoreHeader({ store }: { store: StoreGoodsResult['store'] }) {
  return (
    <header className={styles.header}>
      {/* The name stands beside it: the logo says nothing more (empty alt). */}
      {store.logo_url && <img className={styles.logo} src={store.logo_url} alt="" width={40} height={40} />}
      <p className={styles.storeName} data-testid="store-header-name">
        {store.name}
      </p>
    </header>
  );
}

/** The plan: cover, name, fee, allowances, ages, coverage, carrier and description (plain text). */
export function GoodsView({ goods }: { goods: StoreGoodsResult['goods'] }) {
  const { t, lang } = useTexts();
  const specs: [string, string][] = [
    [t('goods.data'), t('goods.data_value', { value: formatNumber(goods.data_gb, lang) })],
    [
      t('goods.calls'),
      t('goods.calls_value', { count: goods.call_minutes, value: formatNumber(goods.call_minutes, lang) }),
    ],
    [t('goods.age'), t('goods.age_value', { min: goods.age_min, max: goods.age_max })],
    [
      t('goods.coverage'),
      goods.nationwide || !goods.coverage_text ? t('goods.nationwide') : goods.coverage_text,
    ],
    [t('goods.operator'), goods.operator_name],
  ];
  return (
    <section className={styles.card}>
      {goods.cover_url && <img className={styles.cover} src={goods.cover_url} alt={goods.name} />}
      <h1 className={styles.title} data-testid="store-goods-name">
        {goods.name}
      </h1>
      <p className={styles.fee}>{t('goods.monthly_fee', { fee: formatFee(goods.monthly_fee, lang) })}</p>
      <dl className={styles.specs}>
        {specs.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {goods.description && (
        <>
          <h2 className={styles.subTitle}>{t('goods.description')}</h2>
          {/* Plain text, line breaks kept by CSS: the description is never read as markup. */}
          <p className={styles.description}>{goods.description}</p>
        </>
      )}
    </section>
  );
}
