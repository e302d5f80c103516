import { useId, useState } from 'react';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TwoStepStatus } from '@console/contract';
import { toast } from '@/lib/toast';
import { securityApi } from '../api';
import styles from './security.module.css';

/**
 * The owner's switch (or a member's whose role has `team` on the team screen): two-step for the
 * whole team. Turned on only with the owner's own two-step on; the server says so too.
 */
export function TeamCard({
  status,
  onChanged,
}: {
  status: TwoStepStatus;
  onChanged: (s: TwoStepStatus) => void;
}) {
  const { t } = useTranslation('security');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const blocked = !status.team_required && !status.enabled;

  const change = async (required: boolean) => {
    setBusy(true);
    try {
      onChanged(await securityApi.securityTeamRequire({ required }));
      toast().success(required ? t('team_saved_on') : t('team_saved_off'));
    } catch {
      // notified by the http client
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <div className={styles.switchRow}>
        <Switch
          id={id}
          checked={status.team_required}
          loading={busy}
          disabled={blocked}
          onChange={(v) => void change(v)}
          data-testid="two-step-team-switch"
        />
        <label htmlFor={id}>{t('team_switch')}</label>
      </div>
      <p className={styles.text} style={{ marginTop: 8 }}>
        {blocked ? t('team_owner_first') : t('team_hint')}
      </p>
    </div>
  );
}
