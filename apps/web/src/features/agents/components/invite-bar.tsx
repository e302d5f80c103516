import { Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { InviteLink } from '@/components/invite-link';
import styles from './agents.module.css';

export interface InviteBarProps {
  /** The agent's invite link, from the list's answer (absent until the first one). */
  url: string | undefined;
  canRenew: boolean;
  /** Renews the code; resolves once the list shows the new link. */
  onRenew: () => Promise<unknown>;
}

/** Above the sub-merchants: the invite link with copy and QR, and a new code (the old link dies). */
export function InviteBar({ url, canRenew, onRenew }: InviteBarProps) {
  const { t } = useTranslation('agents');
  const [dialogs, holder] = useConfirm();
  const renew = () =>
    void dialogs.confirm({
      title: t('invite.renew_title'),
      content: t('invite.renew_content'),
      okText: t('invite.renew'),
      cancelText: t('rates.cancel'),
      // The dialog stays with its spinner until the call answers; a refusal is shown by the client.
      onOk: () => onRenew().catch(() => undefined),
    });
  return (
    <section className={styles.invite} aria-label={t('invite.label')} data-testid="agent-invite">
      {holder}
      <strong>{t('invite.label')}</strong>
      <div className={styles.inviteLink}>
        {url ? (
          <InviteLink url={url} copyLabel={t('invite.copy')} qrLabel={t('invite.qr')} testId="agent-invite" />
        ) : (
          // A grey bar where the link comes, drawn by a class: antd's Skeleton would cost the
          // route 3.2 kB gzip for this one line.
          <span className={styles.linkPlaceholder} aria-hidden="true" />
        )}
        <div className={styles.muted}>{t('invite.hint')}</div>
      </div>
      {canRenew && (
        <Button icon={<ReloadOutlined />} onClick={renew} disabled={!url} data-testid="agent-invite-renew">
          {t('invite.renew')}
        </Button>
      )}
    </section>
  );
}
