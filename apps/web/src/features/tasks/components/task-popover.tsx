import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Popover, message } from 'antd';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session-store';
import { TaskPopoverList } from './task-popover-list';
import styles from './task-popover.module.css';

/** Header popover of the export tasks (5 per page), with a refresh link. */
export function TaskPopover() {
  const { t } = useTranslation('tasks');
  const isSpecial = useSession((s) => s.isSpecial);
  const [open, setOpen] = useState(false);
  const [messageApi, messageHolder] = message.useMessage();
  if (isSpecial) return null;

  const title = (
    <div className={styles.head}>
      <span>{t('popover.title')}</span>
      <Link to="/tasks" onClick={() => setOpen(false)} data-testid="task-popover-all">
        {t('popover.view_all')}
      </Link>
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
