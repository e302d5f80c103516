import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StaffRow } from '@console/contract';
import { formatDateTime } from '@/lib/format';

const STATUS_COLOR = { invited: 'warning', active: 'success', disabled: 'error' } as const;

export interface StaffActions {
  onEdit: (row: StaffRow) => void;
  onSwitch: (row: StaffRow) => void;
  onRemove: (row: StaffRow) => void;
  onResend: (row: StaffRow) => void;
}

/** The members of the team; the change buttons only for a viewer who may manage the team. */
export function StaffTable({
  rows,
  loading,
  canManage,
  busyId,
  actions,
}: {
  rows: readonly StaffRow[];
  loading: boolean;
  canManage: boolean;
  busyId: number | null;
  actions: StaffActions;
}) {
  const { t, i18n } = useTranslation('team');
  const roleName = (r: StaffRow) => (r.builtin_role ? t(`builtin.${r.builtin_role}`) : (r.role_name ?? '-'));
  const columns: TableColumnsType<StaffRow> = [
    { key: 'name', title: t('team.name'), dataIndex: 'name', width: 120 },
    { key: 'mobile', title: t('team.mobile'), dataIndex: 'mobile', width: 130 },
    { key: 'role', title: t('team.role'), width: 130, render: (_, r) => roleName(r) },
    {
      key: 'status',
      title: t('team.status'),
      width: 100,
      render: (_, r) => (
        <Tag color={STATUS_COLOR[r.status]} data-testid={`team-staff-status-${r.id}`}>
          {t(`status.${r.status}`)}
        </Tag>
      ),
    },
    {
      key: 'last_sign_in',
      title: t('team.last_sign_in'),
      width: 170,
      render: (_, r) => (r.last_sign_in ? formatDateTime(r.last_sign_in, i18n.language) : t('team.never')),
    },
    {
      key: 'created',
      title: t('team.created'),
      width: 170,
      render: (_, r) => formatDateTime(r.create_time, i18n.language),
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      title: t('team.actions'),
      width: 260,
      render: (_, r) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            onClick={() => actions.onEdit(r)}
            data-testid={`team-staff-edit-${r.id}`}
          >
            {t('team.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger={r.status !== 'disabled'}
            loading={busyId === r.id}
            onClick={() => actions.onSwitch(r)}
            data-testid={`team-staff-switch-${r.id}`}
          >
            {r.status === 'disabled' ? t('team.enable') : t('team.disable')}
          </Button>
          {r.status === 'invited' && (
            <Button
              type="link"
              size="small"
              onClick={() => actions.onResend(r)}
              data-testid={`team-staff-resend-${r.id}`}
            >
              {t('team.resend')}
            </Button>
          )}
          <Button
            type="link"
            size="small"
            danger
            onClick={() => actions.onRemove(r)}
            data-testid={`team-staff-remove-${r.id}`}
          >
            {t('team.remove')}
          </Button>
        </Space>
      ),
    });
  }
  return (
    <Table<StaffRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('team.empty') }}
      data-testid="team-staff-table"
    />
  );
}
