import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { POPOVER_PAGE_SIZE, type Notice } from '@console/contract';
import { PopoverPages } from '@/components/header-popover';
import { openNotices } from '@/components/notice-modal';
import { noticeQueries } from '../api';
import { formatNoticeTime, noticeEntry } from '../model/notice-entry';
import { markNoticeRead } from '../model/unread';
import styles from './notice-bell.module.css';

/** The bell's list: a click marks the notice read and opens it in the notice modal. */
export function NoticePopoverList({ onPick }: { onPick: () => void }) {
  const { t } = useTranslation('notices');
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery({
    ...noticeQueries.noticeList({ page, page_size: POPOVER_PAGE_SIZE, unread_only: false, keyword: '' }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  const pick = (notice: Notice) => {
    onPick();
    void markNoticeRead(notice);
    // Marked read just above: the modal does not mark it again.
    openNotices([noticeEntry({ ...notice, is_read: 1 })]);
  };

  return (
    <PopoverPages
      page={page}
      data={data}
      pending={isPending}
      onPage={setPage}
      empty={t('bell.empty')}
      testId="notice-bell-list"
      rowKey={(notice) => notice.id}
      item={(notice) => (
        <button
          type="button"
          className={notice.is_read ? `${styles.item} ${styles.read}` : styles.item}
          onClick={() => pick(notice)}
          data-testid="notice-bell-item"
          data-read={notice.is_read}
        >
          {notice.is_read === 0 && <span className={styles.dot} aria-hidden />}
          <span className={styles.itemTitle}>{notice.title}</span>
          <span className={styles.time}>{formatNoticeTime(notice.create_time)}</span>
        </button>
      )}
    />
  );
}
