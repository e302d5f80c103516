import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditOutcome, AuditRecord, TeamAction } from '@console/contract';
import { formatDateTime } from '@/lib/format';
import { readableSummary } from '../model/summary';
import styles from './audit.module.css';

const OUTCOME_COLORS: Record<AuditOutcome, string> = { ok: 'success', refused: 'warning', failed: 'error' };

/** The operation log's columns: time, person, action, object, summary, outcome, address and device. */
export function useLogColumns(): TableColumnsType<AuditRecord> {
  const { t, i18n } = useTranslation('audit');
  return [
    {
      title: t('col.time'),
      dataIndex: 'create_time',
      width: 170,
      render: (value: string) => formatDateTime(value, i18n.language),
    },
    {
      title: t('col.person'),
      key: 'person',
      width: 140,
      render: (_, r) => (
        <span data-testid="audit-person">
          {r.actor_name}
          {r.staff_id === null && <div className={styles.muted}>{t('owner')}</div>}
        </span>
      ),
    },
    {
      title: t('col.action'),
      dataIndex: 'action',
      width: 130,
      render: (value: TeamAction) => <span data-testid="audit-action">{t(`action.${value}`)}</span>,
    },
    {
      title: t('col.object'),
      dataIndex: 'object',
      width: 180,
      render: (value: string, r) => (
        <span data-testid="audit-object">
          {value}
          <div className={styles.muted}>{r.endpoint}</div>
        </span>
      ),
    },
    {
      title: t('col.summary'),
      dataIndex: 'summary',
      width: 260,
      render: (value: string) => (
        <span className={styles.summary} title={value}>
          {readableSummary(value)}
        </span>
      ),
    },
    {
      title: t('col.outcome'),
      dataIndex: 'outcome',
      width: 110,
      render: (value: AuditOutcome, r) => (
        <Tag color={OUTCOME_COLORS[value]} data-testid="audit-outcome" data-outcome={value}>
          {t(`outcome.${value}`)}
          {value !== 'ok' && ` ${r.code}`}
        </Tag>
      ),
    },
    {
      title: t('col.client'),
      key: 'client',
      width: 220,
      ellipsis: true,
      render: (_, r) => (
        <span title={r.device}>
          {r.ip || '-'}
          <div className={styles.muted}>{r.device || '-'}</div>
        </span>
      ),
    },
  ];
}
