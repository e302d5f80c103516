import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Popover, Space, message } from 'antd';
import { CloudDownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session-store';
import { taskQueries } from '../api';
import { TaskPopoverList } from './task-popover-list';
import styles from './task-popover.module.css';

/** Header popover of the export tasks (5 per page), with a refresh link. */
export function TaskPopover() {
  const { t } = useTranslation('tasks');
  const isSpecial = useSession((s) => s.isSpecial);
  const [open, setOpen] = useState(false);
  const [messageApi, messageHolder] = message.useMessage();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: taskQueries.all() }) > 0;
  if (isSpecial) return null;

  const title = (
    <div className={styles.head}>
      <span>{t('popover.title')}</span>
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
    </div>
  );

  return (
    <>
      {messageHolder}
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        title={title}
        content={open && <TaskPopoverList onPacking={() => void messageApi.info(t('message.packing'))} />}
        classNames={{ root: styles.popover }}
        destroyOnHidden
      >
        <Button
          type="text"
          className={styles.trigger}
          aria-label={t('popover.label')}
          data-testid="task-popover"
        >
          <CloudDownloadOutlined className={styles.icon} />
        </Button>
      </Popover>
    </>
  );
}
