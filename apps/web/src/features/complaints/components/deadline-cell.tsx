import { Tag } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ComplaintRow } from '@console/contract';
import { deadlineState, hoursLeft } from '../model/deadline';
import styles from './complaints.module.css';

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
        {dayjs(row.deadline).format('YYYY-MM-DD HH:mm')}
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
