import { useState } from 'react';
import { Empty, Pagination, Spin } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { POPOVER_PAGE_SIZE, type Notice } from '@console/contract';
import { noticeQueries } from '../api';
import { openNotices } from '@/components/notice-modal';
import { formatNoticeTime, noticeEntry } from '../model/notice-entry';
import { markNoticeRead } from '../model/unread';
import styles from './notice-bell.module.css';

/** The bell's list: a click marks the notice read and opens it in the notice modal. */
export function NoticePopoverList({ onPick }: { onPick: () => void }) {
  const { t } = useTranslation('notices');
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery({
    ...noticeQueries.listNotices({ page, page_size: POPOVER_PAGE_SIZE, unread_only: false, keyword: '' }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  const pick = (notice: Notice) => {
    onPick();
    void markNoticeRead(notice);
    // Marked read just above: the modal does not mark it again.
    openNotices([noticeEntry({ ...notice, is_read: 1 })]);
  };

  if (isPending) return <Spin className={styles.loading} />;
  if (!data || data.total === 0)
    return (
      <Empty className={styles.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} />
    );

  return (
    <div className={styles.panel}>
      <ul className={styles.list} data-testid="notice-bell-list">
        {data.list.map((notice) => (
          <li key={notice.id}>
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
    </div>
  );
}
