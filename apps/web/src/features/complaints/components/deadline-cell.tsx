import { Tag } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ComplaintRow } from '@console/contract';
import { deadlineState, hoursLeft } from '../model/deadline';
import styles from './complaints.module.css';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/**
 * The reply deadline, and where the complaint stands against it: overdue in red, near in orange;
 * once resolved or closed it is only a date. `now` is the time of the last fetch.
 */
export function DeadlineCell({ row, now }: { row: ComplaintRow; now: number }) {
  const { t } = useTranslation('complaints');
  const state = deadlineState(row, now);
  return (
    <div className={styles.stack} data-testid="complaint-deadline" data-state={state}>
      <span className={`${styles.mono} ${state === 'overdue' ? styles.overdue : ''}`}>
        {formatDateTime(row.deadline, i18n.language)}
      </span>
      {state === 'overdue' && (
        <Tag color="error" icon={<ClockCircleOutlined />} data-testid="complaint-overdue">
          {t('deadline.overdue')}
        </Tag>
      )}
      {state === 'soon' && (
        <Tag color="warning">{t('deadline.soon', { count: hoursLeft(row.deadline, now) })}</Tag>
      )}
    </div>
  );
}
