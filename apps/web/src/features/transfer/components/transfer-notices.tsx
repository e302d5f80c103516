import { useEffect } from 'react';
import type { TransferNotice } from '@console/contract';
import { NoticeModalHost, pushNotices, type NoticeModalEntry } from '@/components/notice-modal';
import { transferApi } from '../api';
import { TransferNoticeCard } from './transfer-notice-card';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

const NOTICE_WIDTH = 520;

/** A transfer notice as an entry of the shared notice modal; confirming it marks it read. */
function transferNoticeEntry(notice: TransferNotice): NoticeModalEntry {
  return {
    _id: `transfer-notice:${notice.id}`,
    type: 'component',
    title: notice.title,
    meta: formatDateTime(notice.create_time, i18n.language),
    width: NOTICE_WIDTH,
    data: <TransferNoticeCard notice={notice} />,
    // Only a confirmation counts (spec section 4): closed unconfirmed, it comes back next time.
    onOk: () => void transferApi.transferReadRecord({ id: notice.id }).catch(() => undefined),
  };
}

/**
 * Partner 52 (spec section 4): the unread transfer notices, fetched when the console's layout
 * loads, each a pop-up of the notice modal. The shell renders this for partner 52 only.
 */
export function TransferNotices() {
  useEffect(() => {
    const controller = new AbortController();
    transferApi.transferNotice(undefined, { signal: controller.signal }).then(
      ({ list }) => pushNotices(list.map(transferNoticeEntry)),
      () => undefined, // cancelled, or shown by the http layer: no pop-up this time
    );
    return () => controller.abort();
  }, []);
  return <NoticeModalHost />;
}
