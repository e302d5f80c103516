import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POPOVER_PAGE_SIZE, type Task } from '@console/contract';
import { PopoverPages } from '@/components/header-popover';
import { useTasks } from '../model/use-tasks';
import { TaskItem } from './task-item';

export interface TaskPopoverListProps {
  onPacking: (task: Task) => void;
}

/** The popover's list: mounted when the popover opens, so the signed links are fresh. */
export function TaskPopoverList({ onPacking }: TaskPopoverListProps) {
  const { t } = useTranslation('tasks');
  const [page, setPage] = useState(1);
  const { data, isPending } = useTasks(page, POPOVER_PAGE_SIZE);

  return (
    <PopoverPages
      page={page}
      data={data}
      pending={isPending}
      onPage={setPage}
      empty={t('popover.empty')}
      testId="task-popover-list"
      rowKey={(task) => task.id}
      item={(task) => <TaskItem task={task} onPacking={onPacking} />}
    />
  );
}
