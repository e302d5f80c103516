import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TeamSessionRow } from '@console/contract';
import { formatDateTime } from '@/lib/format';

/** The team's live sessions: who, on what, from where, last seen; the viewer's own marked. */
export function SessionsTable({
  rows,
  loading,
  canEnd,
  onEnd,
}: {
  rows: readonly TeamSessionRow[];
  loading: boolean;
  canEnd: boolean;
  onEnd: (row: TeamSessionRow) => void;
}) {
  const { t, i18n } = useTranslation('team');
  const columns: TableColumnsType<TeamSessionRow> = [
    {
      key: 'who',
      title: t('sessions.who'),
      width: 180,
      render: (_, r) => (
        <>
          {r.name} {r.staff_id === null && <Tag>{t('sessions.owner')}</Tag>}
          {r.current && <Tag color="blue">{t('sessions.this')}</Tag>}
        </>
      ),
    },
    {
      key: 'device',
      title: t('sessions.device'),
      width: 190,
      render: (_, r) => r.device || t('sessions.unknown_device'),
    },
    { key: 'ip', title: t('sessions.ip'), dataIndex: 'ip', width: 140 },
    {
      key: 'last_seen',
      title: t('sessions.last_seen'),
      width: 170,
      render: (_, r) => formatDateTime(r.last_seen, i18n.language),
    },
  ];
  if (canEnd) {
    columns.push({
      key: 'end',
      title: t('team.actions'),
      width: 90,
      render: (_, r) =>
        r.current ? null : (
          <Button
            type="link"
            size="small"
            danger
            onClick={() => onEnd(r)}
            data-testid={`team-session-end-${r.id}`}
          >
            {t('sessions.end')}
          </Button>
        ),
    });
  }
  return (
    <Table<TeamSessionRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('sessions.empty') }}
      data-testid="team-session-table"
    />
  );
}
