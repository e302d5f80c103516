import { AlipayCircleOutlined, BankOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PayeeKind } from '@console/contract';
import styles from './money.module.css';

/** How an account shows in lists and pickers: kind or bank, the masked number, the holder. */
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
      {kind === 'bank' ? <BankOutlined /> : <AlipayCircleOutlined />}
      <span>{kind === 'bank' ? bankName : t('payee_kind.alipay')}</span>
      <span className={styles.number}>{masked}</span>
      <span className={styles.muted}>{holder}</span>
    </span>
  );
}
