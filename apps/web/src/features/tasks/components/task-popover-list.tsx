import { useState } from 'react';
import { Empty, Pagination, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { POPOVER_PAGE_SIZE, type Task } from '@console/contract';
import { useTasks } from '../model/use-tasks';
import { TaskItem } from './task-item';
import styles from './task-popover.module.css';

export interface TaskPopoverListProps {
  onPacking: (task: Task) => void;
}

/** The popover's list: mounted when the popover opens, so the signed links are fresh. */
export function TaskPopoverList({ onPacking }: TaskPopoverListProps) {
  const { t } = useTranslation('tasks');
  const [page, setPage] = useState(1);
  const { data, isPending } = useTasks(page, POPOVER_PAGE_SIZE);

  return (
    <div className={styles.panel}>
      {isPending ? (
        <Spin className={styles.loading} />
      ) : !data || data.total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('popover.empty')} />
      ) : (
        <>
          <ul className={styles.list} data-testid="task-popover-list">
            {data.list.map((task) => (
              <li key={task.id}>
                <TaskItem task={task} onPacking={onPacking} />
              </li>
            ))}
          </ul>
          {data.total > POPOVER_PAGE_SIZE && (
            <Pagination
              className={styles.pager}
              size="small"
              simple
              current={page}
              pageSize={POPOVER_PAGE_SIZE}
              total={data.total}
              onChange={setPage}
            />
          )}
        </>
      )}
    </div>
  );
}
