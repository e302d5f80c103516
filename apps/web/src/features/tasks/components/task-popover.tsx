import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { Button, Space, Spin, message } from 'antd';
import { CloudDownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session-store';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { HeaderPopover, headerIconClass } from '@/components/header-popover';
import { withChunkTimeout } from '@/lib/chunk-errors';
import { taskQueries } from '../api';
import styles from './task-popover.module.css';

// The list (and its task rows) comes when the popover first opens: every route loads the header,
// and with it the shell was over its bundle budget.
const TaskPopoverList = lazy(() =>
  withChunkTimeout(() => import('./task-popover-list')).then((m) => ({ default: m.TaskPopoverList })),
);

/** Header popover of the export tasks (5 per page), with a refresh link. */
export function TaskPopover() {
  const { t } = useTranslation('tasks');
  const isSpecial = useSession((s) => s.isSpecial);
  const [open, setOpen] = useState(false);
  const [messageApi, messageHolder] = message.useMessage();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: taskQueries.all() }) > 0;
  if (isSpecial) return null;

  return (
    <>
      {messageHolder}
      <HeaderPopover
        open={open}
        onOpenChange={setOpen}
        title={t('popover.title')}
        links={
          <Space size={12}>
            <Button
              type="link"
              size="small"
              className={styles.refresh}
              icon={<ReloadOutlined spin={fetching} />}
              onClick={() => void queryClient.refetchQueries({ queryKey: taskQueries.all(), type: 'active' })}
              data-testid="task-popover-refresh"
            >
              {t('popover.refresh')}
            </Button>
            <Link to="/tasks" onClick={() => setOpen(false)} data-testid="task-popover-all">
              {t('popover.view_all')}
            </Link>
          </Space>
        }
        content={() => (
          <ChunkBoundary>
            <Suspense fallback={<Spin size="small" />}>
              <TaskPopoverList onPacking={() => void messageApi.info(t('message.packing'))} />
            </Suspense>
          </ChunkBoundary>
        )}
        icon={<CloudDownloadOutlined className={headerIconClass} />}
        label={t('popover.label')}
        testId="task-popover"
      />
    </>
  );
}
