import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mayDo, type TeamAction } from '@console/contract';
import { useConfirm } from '@/components/confirm';
import { toast } from '@/lib/toast';
import { useCanOpen, useViewer } from '@/lib/viewer';
import { teamApi, teamQueries } from '../api';
import { RoleEditor, type EditedRole } from '../components/role-editor';
import styles from '../components/team.module.css';

interface Line {
  key: string;
  id?: number;
  name: string;
  builtin: boolean;
  /** What a built-in role is for. */
  hint?: string;
  members: number;
  grants: Readonly<Record<string, readonly TeamAction[]>>;
}

/**
 * `/account/roles`: the four built-in roles (shown, never changed) and the merchant's own, each
 * with its members; a role is composed in the editor's matrix. Changing one is the `team` action.
 */
export function RolesPage() {
  const { t } = useTranslation('team');
  const client = useQueryClient();
  const viewer = useViewer();
  const canManage = mayDo(viewer.team, 'AccountRoles', 'team');
  const canTeam = useCanOpen('AccountTeam');
  const [dialogs, holder] = useConfirm();
  const [edited, setEdited] = useState<EditedRole | null>(null);
  const roles = useQuery(teamQueries.teamRoleList());
  const refresh = () => client.invalidateQueries({ queryKey: teamQueries.all() });

  const lines: Line[] = [
    ...(roles.data?.builtin ?? []).map((r) => ({
      key: r.key,
      name: t(`builtin.${r.key}`),
      hint: t(`builtin_hint.${r.key}`),
      builtin: true,
      members: r.members,
      grants: r.grants,
    })),
    ...(roles.data?.custom ?? []).map((r) => ({
      key: `#${r.id}`,
      id: r.id,
      name: r.name,
      builtin: false,
      members: r.members,
      grants: r.grants,
    })),
  ];

  const remove = (line: Line) =>
    void dialogs.confirm({
      title: t('roles.delete_title', { name: line.name }),
      content: t('roles.delete_content'),
      okText: t('roles.delete'),
      cancelText: t('roles.cancel'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'role-confirm' } as object) },
      onOk: async () => {
        try {
          await teamApi.teamRoleDelete({ id: line.id! });
          toast().success(t('roles.deleted'));
          await refresh();
        } catch {
          // the http client has shown why (a role some member holds)
        }
      },
    });

  const columns: TableColumnsType<Line> = [
    {
      key: 'name',
      title: t('roles.name'),
      render: (_, l) => (
        <>
          {l.name}{' '}
          {l.builtin ? <Tag>{t('roles.builtin_tag')}</Tag> : <Tag color="blue">{t('roles.custom_tag')}</Tag>}
          {l.hint && <div className={styles.muted}>{l.hint}</div>}
        </>
      ),
    },
    {
      key: 'members',
      title: t('team.tab_members'),
      width: 120,
      render: (_, l) => t('roles.members', { count: l.members }),
    },
    {
      key: 'actions',
      title: t('team.actions'),
      width: 180,
      render: (_, l) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() =>
              setEdited({ id: l.id, name: l.name, grants: l.grants, builtin: l.builtin || !canManage })
            }
            data-testid={`role-open-${l.key}`}
          >
            {l.builtin || !canManage ? t('roles.view') : t('roles.edit')}
          </Button>
          {!l.builtin && canManage && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => remove(l)}
              data-testid={`role-delete-${l.key}`}
            >
              {t('roles.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.page} data-testid="roles-page">
      {holder}
      <div className={styles.bar}>
        <h2 className={styles.title}>{t('roles.title')}</h2>
        <Space wrap>
          {canTeam && (
            <Link to="/account/team" data-testid="roles-team-link">
              <TeamOutlined /> {t('roles.team_link')}
            </Link>
          )}
          {canManage && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEdited({ name: '', grants: {}, builtin: false })}
              data-testid="role-add"
            >
              {t('roles.add')}
            </Button>
          )}
        </Space>
      </div>
      <Table<Line>
        rowKey="key"
        size="middle"
        columns={columns}
        dataSource={lines}
        loading={roles.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="roles-table"
      />
      <RoleEditor
        role={edited}
        grantable={roles.data?.grantable ?? {}}
        onClose={() => setEdited(null)}
        onSaved={() => void refresh()}
      />
    </div>
  );
}
