import { Button } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { complaintEndpoints as E } from '@console/contract';
import { usePermission } from '@/lib/permission';
import type { RevealedContacts } from '../model/use-revealed-contacts';
import styles from './complaints.module.css';

/**
 * The customer's contact, masked; with the role's `get` action an eye asks for confirmation and
 * then shows the full contact (the server records the reveal).
 */
export function ContactReveal({
  id,
  masked,
  contacts,
}: {
  id: number;
  /** The contact as the list gives it (138****1234). */
  masked: string;
  contacts: Pick<RevealedContacts, 'revealed' | 'ask'>;
}) {
  const { t } = useTranslation('complaints');
  const { canCall } = usePermission();
  const revealed = contacts.revealed.get(id);
  if (revealed !== undefined) {
    return (
      <span className={styles.contact} data-testid="complaint-contact" data-revealed="true">
        {revealed}
      </span>
    );
  }
  return (
    <span className={styles.contact} data-testid="complaint-contact" data-revealed="false">
      <span className={styles.mono}>{masked}</span>
      {canCall(E.complaintDecrypt) && (
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined />}
          aria-label={t('reveal.action')}
          title={t('reveal.action')}
          onClick={() => contacts.ask(id)}
          data-testid="complaint-reveal"
        />
      )}
    </span>
  );
}
