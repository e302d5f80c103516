import { useTranslation } from 'react-i18next';
import type { PayeeKind } from '@console/contract';
import styles from './money.module.css';

/**
 * How an account shows in lists and pickers: the bank (or Alipay), the masked number, the holder.
 * Text only: the icons of bank and Alipay cost the withdrawal page its place in the bundle budget.
 */
export function PayeeLabel({
  kind,
  bankName,
  masked,
  holder,
}: {
  kind: PayeeKind;
  bankName: string;
  masked: string;
  holder: string;
}) {
  const { t } = useTranslation('money');
  return (
    <span className={styles.payee} data-testid="payee-label">
      <span>{kind === 'bank' ? bankName : t('payee_kind.alipay')}</span>
      <span className={styles.number}>{masked}</span>
      <span className={styles.muted}>{holder}</span>
    </span>
  );
}
