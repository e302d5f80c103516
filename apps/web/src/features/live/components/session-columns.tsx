import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AnchorSession } from '@console/contract';
import { formatMoney, formatNumber } from '@/lib/format';
import { RowActions, useActionsColumn } from '@/components/list-page';
import { formatLocalTime } from '../model/format';
import { sessionOrdersHref } from '../model/session-link';
import styles from './live.module.css';

export interface SessionColumnsOptions {
  canEdit: boolean;
  onEdit: (session: AnchorSession) => void;
  onDelete: (session: AnchorSession) => void;
}

/** The columns of the anchor records: who, where, when, and what the session's orders came to. */
export function useSessionColumns({ canEdit, onEdit, onDelete }: SessionColumnsOptions) {
  const { t, i18n } = useTranslation('live');
  const lang = i18n.language;
  const actions = useActionsColumn<AnchorSession>(t('actions'), 130, (row) => (
    <RowActions
      actions={[
        { label: t('edit'), onClick: () => onEdit(row), testId: 'live-record-edit' },
        {
          label: t('records.delete'),
          onClick: () => onDelete(row),
          testId: 'live-record-delete',
          danger: true,
        },
      ]}
    />
  ));
  const count = (testId: string) => (value: number) => (
    <span className={styles.number} data-testid={testId}>
      {formatNumber(value, lang)}
    </span>
  );
  const money = (testId: string) => (value: string) => (
    <span className={styles.number} data-testid={testId}>
      {formatMoney(value, lang)}
    </span>
  );
  const columns: TableColumnsType<AnchorSession> = [
    {
      title: t('records.col_anchor'),
      dataIndex: 'anchor_name',
      width: 130,
      render: (value: string) => <span data-testid="live-record-anchor">{value}</span>,
    },
    { title: t('records.col_room'), dataIndex: 'room_name', width: 150 },
    {
      title: t('records.col_start'),
      dataIndex: 'started_at',
      width: 200,
      render: (value: string) => formatLocalTime(value, lang),
    },
    {
      title: t('records.col_end'),
      dataIndex: 'ended_at',
      width: 200,
      render: (value: string) => formatLocalTime(value, lang),
    },
    {
      title: t('records.col_orders'),
      dataIndex: 'orders',
      width: 80,
      align: 'right',
      // Opens the live orders it counts (issue 39, drill-down); a session of none, nothing.
      render: (value: number, session) =>
        value > 0 ? (
          <Link
            to={sessionOrdersHref(session)}
            className={styles.number}
            title={t('records.open_orders')}
            data-testid="live-record-orders"
          >
            {formatNumber(value, lang)}
          </Link>
        ) : (
          count('live-record-orders')(value)
        ),
    },
    {
      title: t('records.col_activated'),
      dataIndex: 'activated',
      width: 100,
      align: 'right',
      render: count('live-record-activated'),
    },
    {
      title: t('records.col_settled'),
      dataIndex: 'settled',
      width: 110,
      align: 'right',
      render: count('live-record-settled'),
    },
    {
      title: t('records.col_commission'),
      dataIndex: 'commission',
      width: 120,
      align: 'right',
      render: money('live-record-commission'),
    },
    {
      title: t('records.col_share'),
      dataIndex: 'anchor_share',
      width: 140,
      align: 'right',
      render: money('live-record-share'),
    },
  ];
  if (canEdit) columns.push(actions);
  return columns;
}
