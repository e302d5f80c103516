import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCanOpen } from '@/lib/viewer';
import { HeaderPopover, headerIconClass } from '@/components/header-popover';
import { NoticeModalHost } from '@/components/notice-modal';
import { useUnreadCount } from '../model/unread';
import { NoticePopoverList } from './notice-popover-list';

/** Header bell: the unread badge and a popover of the notices, 5 per page. */
export function NoticeBell() {
  const { t } = useTranslation('notices');
  const canOpen = useCanOpen('Notices');
  const count = useUnreadCount(canOpen);
  const [open, setOpen] = useState(false);
  if (!canOpen) return null;

  return (
    <>
      <HeaderPopover
        open={open}
        onOpenChange={setOpen}
        title={t('bell.title')}
        links={
          <Link to="/notices" onClick={() => setOpen(false)} data-testid="notice-bell-all">
            {t('bell.view_all')}
          </Link>
        }
        content={() => <NoticePopoverList onPick={() => setOpen(false)} />}
        icon={
          <Badge count={count} size="small" overflowCount={99} data-testid="notice-bell-badge">
            <BellOutlined className={headerIconClass} />
          </Badge>
        }
        label={t('bell.label', { count })}
        testId="notice-bell"
      />
      <NoticeModalHost />
    </>
  );
}
