import { useMemo, useState } from 'react';
import { Button, Checkbox, Input, Table, Tag, type TableColumnsType } from 'antd';
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS, type Notice } from '@console/contract';
import { ExportModal } from '@/components/export-modal';
import { useTablePages } from '@/lib/use-table-pages';
import { exportNotices } from '../api/export-notices';
import { listNotices } from '../api/list-notices';
import { NoticeModalHost, openNotices } from '@/components/notice-modal';
import { formatNoticeTime, noticeEntry } from '../model/notice-entry';
import { noticeKeys, useUnreadCount } from '../model/unread';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import styles from './notices-page.module.css';

/** All notices: pagination, an unread-only filter, a title search (on the server), export. */
export function NoticesPage() {
  const { t } = useTranslation('notices');
  const unread = useUnreadCount();
  const { page, pageSize, setPage, pagination } = useTablePages();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [keyword, setKeyword] = useState('');
  const debouncedKeyword = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const [exporting, setExporting] = useState(false);

  const { data, isFetching } = useQuery({
    queryKey: noticeKeys.list(page, pageSize, unreadOnly, debouncedKeyword),
    queryFn: ({ signal }) =>
      listNotices({ page, page_size: pageSize, unread_only: unreadOnly, keyword: debouncedKeyword }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const rows = useMemo(() => data?.list ?? [], [data]);
  const total = data?.total ?? 0;

  const open = (notice: Notice) => {
    const index = rows.indexOf(notice);
    // The page's notices in order, so that previous and next walk through the page.
    openNotices(rows.map(noticeEntry), index < 0 ? 0 : index);
  };

  const columns: TableColumnsType<Notice> = [
    {
      title: t('page.col_title'),
      dataIndex: 'title',
      render: (_, notice) => (
        <Button
          type="link"
          className={notice.is_read ? `${styles.title} ${styles.read}` : styles.title}
          onClick={() => open(notice)}
          data-testid="notices-row-title"
        >
          {notice.title}
        </Button>
      ),
    },
    {
      title: t('page.col_time'),
      dataIndex: 'create_time',
      width: 180,
      render: (value: string) => formatNoticeTime(value),
    },
    {
      title: t('page.col_status'),
      dataIndex: 'is_read',
      width: 100,
      render: (value: Notice['is_read']) =>
        value ? <Tag>{t('status.read')}</Tag> : <Tag color="red">{t('status.unread')}</Tag>,
    },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Input
          className={styles.search}
          prefix={<SearchOutlined />}
          placeholder={t('page.search_placeholder')}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPage(1);
          }}
          allowClear
          maxLength={100}
          data-testid="notices-search"
        />
        <Checkbox
          checked={unreadOnly}
          onChange={(e) => {
            setUnreadOnly(e.target.checked);
            setPage(1);
          }}
          data-testid="notices-unread-only"
        >
          {t('page.unread_only')}
        </Checkbox>
        <span className={styles.unread} data-testid="notices-unread-count">
          {t('page.unread_count', { count: unread })}
        </span>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => setExporting(true)}
          disabled={total === 0}
          className={styles.export}
          data-testid="notices-export"
        >
          {t('page.export')}
        </Button>
      </div>
      <Table<Notice>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={isFetching && !data}
        scroll={{ x: 560 }}
        pagination={pagination(total, (count) => t('page.total', { count }))}
      />
      <ExportModal
        open={exporting}
        onClose={() => setExporting(false)}
        query={{ unread_only: unreadOnly, keyword: debouncedKeyword }}
        total={total}
        taskName={t('page.title')}
        onSubmit={exportNotices}
      />
      <NoticeModalHost />
    </div>
  );
}
