import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { signOf } from '../model/amount';
import styles from './money.module.css';

/** A ledger amount: credits green with a plus sign, debits red (the minus comes with the number). */
export function SignedAmount({ value }: { value: string }) {
  const { i18n } = useTranslation();
  const sign = signOf(value);
  const className = sign > 0 ? styles.credit : sign < 0 ? styles.debit : undefined;
  return (
    <span className={className} data-testid="signed-amount" data-sign={sign}>
      {sign > 0 ? '+' : ''}
      {formatMoney(value, i18n.language)}
    </span>
  );
}
