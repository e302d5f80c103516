import { useTranslation } from 'react-i18next';
import type { TopupPreviewResult } from '@console/contract';
import { formatMoney, formatNumber } from '@/lib/format';
import { shortBy } from '../model/draft';
import styles from './topup.module.css';

/** The batch's totals (lines, ready, in error, face, price) beside the balance, and what it lacks. */
export function EditorTotals({ preview }: { preview: TopupPreviewResult }) {
  const { t, i18n } = useTranslation('topup');
  const lang = i18n.language;
  const { totals, balance } = preview;
  const short = shortBy(balance, totals.price_total);
  const figures: [string, string, string][] = [
    ['lines', t('editor.totals.lines'), formatNumber(totals.lines, lang)],
    ['valid', t('editor.totals.valid'), formatNumber(totals.valid, lang)],
    ['invalid', t('editor.totals.invalid'), formatNumber(totals.invalid, lang)],
    ['face', t('editor.totals.face'), formatMoney(totals.face_total, lang)],
    ['price', t('editor.totals.price'), formatMoney(totals.price_total, lang)],
    ['balance', t('editor.totals.balance'), formatMoney(balance, lang)],
  ];
  return (
    <>
      <dl className={styles.totals} data-testid="topup-totals">
        {figures.map(([key, label, value]) => (
          <div key={key} className={styles.total}>
            <dt>{label}</dt>
            <dd
              className={key === 'invalid' && totals.invalid > 0 ? styles.error : undefined}
              data-testid={`topup-total-${key}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {short && (
        <p className={styles.error} data-testid="topup-short">
          {t('editor.short', { amount: formatMoney(short, lang) })}
        </p>
      )}
    </>
  );
}
