import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TASK_STATUS_PACKING, type Task, type TaskStatus } from '@console/contract';
import { formatTaskTime } from '../model/format';
import styles from './task-item.module.css';

const FAILED: TaskStatus = 4;

export interface TaskItemProps {
  task: Task;
  /** A click on a packing task: the caller says that the file is being packed. */
  onPacking: (task: Task) => void;
}

/** A task's state: packing with its progress, done, or failed with the reason. */
export function TaskState({ task }: { task: Task }) {
  const { t } = useTranslation('tasks');
  if (task.status === TASK_STATUS_PACKING)
    return (
      <span className={styles.state}>
        <Tag color="processing">{t('status.packing')}</Tag>
        {/* The native element: antd's Progress cost every console page 5.7 kB for one thin bar. */}
        <progress
          className={styles.progress}
          value={task.progress}
          max={100}
          aria-label={t('status.packing')}
          data-testid="task-progress"
        />
        <span className={styles.percent}>{`${task.progress}%`}</span>
      </span>
    );
  if (task.status === FAILED)
    return (
      <span className={styles.state}>
        <Tag color="error">{t('status.failed')}</Tag>
        {task.error && <span className={styles.error}>{task.error}</span>}
      </span>
    );
  return (
    <span className={styles.state}>
      <Tag color="success">{t('status.done')}</Tag>
    </span>
  );
}

/**
 * One task of the header popover. Packing: a click only says so. Done: a plain link to the
 * signed file url with `download`. Failed: the reason, nothing to click.
 */
export function TaskItem({ task, onPacking }: TaskItemProps) {
  const { t } = useTranslation('tasks');
  const body = (
    <>
      <span className={styles.name}>{task.name}</span>
      <span className={styles.time}>{formatTaskTime(task.create_time)}</span>
      <TaskState task={task} />
    </>
  );
  const common = { 'data-testid': 'task-item', 'data-status': task.status, className: styles.item };

  if (task.status === TASK_STATUS_PACKING)
    return (
      <button type="button" {...common} onClick={() => onPacking(task)}>
        {body}
      </button>
    );
  if (task.status !== FAILED && task.url)
    return (
      <a {...common} href={task.url} download title={t('action.download')}>
        {body}
      </a>
    );
  return <div {...common}>{body}</div>;
}
