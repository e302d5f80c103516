import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Tabs } from 'antd';
import { PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mayDo, type StaffRow, type TeamSessionRow } from '@console/contract';
import { useConfirm } from '@/components/confirm';
import { toast } from '@/lib/toast';
import { useCanOpen, useViewer } from '@/lib/viewer';
import { teamApi, teamQueries } from '../api';
import { SessionsTable } from '../components/sessions-table';
import { StaffForm } from '../components/staff-form';
import { StaffTable } from '../components/staff-table';
import styles from '../components/team.module.css';

/**
 * `/account/team`: the team's members (add with an SMS invitation, edit, disable, remove, send the
 * invitation again) and its live sessions (end any). Changing anything is the `team` action.
 */
export function TeamPage() {
  const { t } = useTranslation('team');
  const client = useQueryClient();
  const viewer = useViewer();
  const canManage = mayDo(viewer.team, 'AccountTeam', 'team');
  const canRoles = useCanOpen('AccountRoles');
  const [dialogs, holder] = useConfirm();
  const [editing, setEditing] = useState<StaffRow | null | undefined>(undefined);
  const [busyId, setBusyId] = useState<number | null>(null);
  const staff = useQuery(teamQueries.teamStaffList());
  const sessions = useQuery(teamQueries.teamSessionList());
  const roles = useQuery({ ...teamQueries.teamRoleList(), enabled: canManage && canRoles });
  const refresh = () => client.invalidateQueries({ queryKey: teamQueries.all() });

  const run = async (row: { id: number }, call: () => Promise<unknown>, done: string) => {
    setBusyId(row.id);
    try {
      await call();
      toast().success(done);
      await refresh();
    } catch {
      // the http client has shown why
    } finally {
      setBusyId(null);
    }
  };

  const onSwitch = (row: StaffRow) => {
    if (row.status === 'disabled') {
      void run(
        row,
        () => teamApi.teamStaffStatus({ id: row.id, status: 'active' }),
        t('team.enabled_done', { name: row.name }),
      );
      return;
    }
    void dialogs.confirm({
      title: t('team.disable_title', { name: row.name }),
      content: t('team.disable_content'),
      okText: t('team.disable'),
      cancelText: t('team.cancel'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'team-confirm' } as object) },
      onOk: () =>
        run(
          row,
          () => teamApi.teamStaffStatus({ id: row.id, status: 'disabled' }),
          t('team.disabled_done', { name: row.name }),
        ),
    });
  };
  const onRemove = (row: StaffRow) =>
    void dialogs.confirm({
      title: t('team.remove_title', { name: row.name }),
      content: t('team.remove_content'),
      okText: t('team.remove'),
      cancelText: t('team.cancel'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'team-confirm' } as object) },
      onOk: () =>
        run(row, () => teamApi.teamStaffRemove({ id: row.id }), t('team.removed_done', { name: row.name })),
    });
  const onResend = (row: StaffRow) =>
    void run(row, () => teamApi.teamStaffResend({ id: row.id }), t('team.resent', { name: row.name }));
  const onEnd = (row: TeamSessionRow) =>
    void dialogs.confirm({
      title: t('sessions.end_title', { name: row.name }),
      content: t('sessions.end_content'),
      okText: t('sessions.end'),
      cancelText: t('team.cancel'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'team-confirm' } as object) },
      onOk: () => run(row, () => teamApi.teamSessionEnd({ id: row.id }), t('sessions.ended')),
    });

  const members = (
    <>
      <div className={styles.bar}>
        <span className={styles.muted}>{t('team.add_hint')}</span>
        {canManage && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing(null)}
            data-testid="team-staff-add"
          >
            {t('team.add')}
          </Button>
        )}
      </div>
      <StaffTable
        rows={staff.data?.list ?? []}
        loading={staff.isLoading}
        canManage={canManage}
        busyId={busyId}
        actions={{ onEdit: setEditing, onSwitch, onRemove, onResend }}
      />
    </>
  );

  return (
    <div className={styles.page} data-testid="team-page">
      {holder}
      <div className={styles.bar}>
        <h2 className={styles.title}>{t('team.title')}</h2>
        {canRoles && (
          <Link to="/account/roles" data-testid="team-roles-link">
            <SafetyCertificateOutlined /> {t('team.roles_link')}
          </Link>
        )}
      </div>
      <Tabs
        items={[
          { key: 'members', label: t('team.tab_members'), children: members },
          {
            key: 'sessions',
            label: t('team.tab_sessions'),
            children: (
              <SessionsTable
                rows={sessions.data?.list ?? []}
                loading={sessions.isLoading}
                canEnd={canManage}
                onEnd={onEnd}
              />
            ),
          },
        ]}
      />
      <StaffForm
        open={editing !== undefined}
        member={editing ?? null}
        roles={roles.data?.custom ?? []}
        onClose={() => setEditing(undefined)}
        onSaved={() => void refresh()}
      />
    </div>
  );
}
