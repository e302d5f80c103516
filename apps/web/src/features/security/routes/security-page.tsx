import { useState } from 'react';
import { Button, Skeleton, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mayDo, type TwoStepStatus } from '@console/contract';
import { RecoveryCodes } from '@/components/two-step/recovery-codes';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session-store';
import { useViewer } from '@/lib/viewer';
import { securityQueries } from '../api';
import { EnrolCard } from '../components/enrol-card';
import { ManageCard } from '../components/manage-card';
import { TeamCard } from '../components/team-card';
import styles from '../components/security.module.css';

/**
 * `/account/security`: the signed-in person's two-step sign-in (set up, recovery codes, turn
 * off), and for whoever may manage the team, the requirement for everyone.
 */
export function SecurityPage() {
  const { t, i18n } = useTranslation(['security', 'common']);
  const client = useQueryClient();
  const viewer = useViewer();
  const account = useSession((s) => s.merchant?.mobile ?? '');
  const status = useQuery(securityQueries.securityStatus());
  // Shown once, right after they were made: only their hashes are kept.
  const [codes, setCodes] = useState<string[] | null>(null);

  const put = (next: TwoStepStatus) => client.setQueryData(securityQueries.securityStatus().queryKey, next);
  const reload = () => client.invalidateQueries({ queryKey: securityQueries.securityStatus().queryKey });
  const s = status.data;
  const mayRequire = mayDo(viewer.team ?? null, 'AccountTeam', 'team');

  return (
    <div className={styles.page} data-testid="security-page">
      <section className={styles.panel} aria-labelledby="two-step-title">
        <h2 className={styles.title} id="two-step-title">
          {t('security:title')}
          {s && (
            <Tag color={s.enabled ? 'success' : 'default'} data-testid="two-step-state">
              {s.enabled ? t('security:on') : t('security:off')}
            </Tag>
          )}
        </h2>
        <p className={styles.text}>{t('security:intro')}</p>
        {!s ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : codes ? (
          <div>
            <h3 className={styles.step}>{t('security:two_step.recovery_title')}</h3>
            <RecoveryCodes codes={codes} account={account} ns="security" />
            <Button
              type="primary"
              style={{ marginTop: 16 }}
              onClick={() => setCodes(null)}
              data-testid="two-step-codes-done"
            >
              {t('security:codes_saved')}
            </Button>
          </div>
        ) : s.enabled ? (
          <>
            <p className={styles.text} data-testid="two-step-since">
              {t('security:since', { date: formatDateTime(s.confirmed_at, i18n.language) })}
              {' · '}
              {t('security:recovery_left', { count: s.recovery_left })}
            </p>
            <ManageCard
              status={s}
              onRenewed={(next) => {
                setCodes(next);
                void reload();
              }}
              onDisabled={() => void reload()}
            />
          </>
        ) : (
          <EnrolCard
            onConfirmed={(next) => {
              setCodes(next);
              void reload();
            }}
          />
        )}
      </section>
      {s && mayRequire && (
        <section className={styles.panel} aria-labelledby="two-step-team-title" data-testid="two-step-team">
          <h2 className={styles.title} id="two-step-team-title">
            {t('security:team_title')}
          </h2>
          <TeamCard status={s} onChanged={put} />
        </section>
      )}
    </div>
  );
}
