import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session-store';
import { NoticeModalHost } from '@/components/notice-modal';
import { useUnreadCount } from '../model/unread';
import { NoticePopoverList } from './notice-popover-list';
import styles from './notice-bell.module.css';

/** Header bell: the unread badge and a popover of the notices, 5 per page. */
export function NoticeBell() {
  const { t } = useTranslation('notices');
  const isSpecial = useSession((s) => s.isSpecial);
  const count = useUnreadCount(!isSpecial);
  const [open, setOpen] = useState(false);
  if (isSpecial) return null;

  const title = (
    <div className={styles.head}>
      <span>{t('bell.title')}</span>
      <Link to="/notices" onClick={() => setOpen(false)} data-testid="notice-bell-all">
        {t('bell.view_all')}
      </Link>
    </div>
  );

  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        title={title}
        content={open && <NoticePopoverList onPick={() => setOpen(false)} />}
        classNames={{ root: styles.popover }}
        destroyOnHidden
      >
        <Button
          type="text"
          className={styles.bell}
          aria-label={t('bell.label', { count })}
          data-testid="notice-bell"
        >
          <Badge count={count} size="small" overflowCount={99} data-testid="notice-bell-badge">
            <BellOutlined className={styles.icon} />
          </Badge>
        </Button>
      </Popover>
      <NoticeModalHost />
    </>
  );
}
