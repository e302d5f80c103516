import { useState } from 'react';
import { Button, Checkbox, Input, Tag, type TableColumnsType } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { noticeEndpoints as E, SEARCH_DEBOUNCE_MS, type Notice } from '@console/contract';
import { useCanCall } from '@/lib/permission';
import { ExportButton, ListActions, ListPage, ListTable, useListPage } from '@/components/list-page';
import { NoticeModalHost, openNotices } from '@/components/notice-modal';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { noticeApi, noticeQueries } from '../api';
import { formatNoticeTime, noticeEntry } from '../model/notice-entry';
import { useUnreadCount } from '../model/unread';
import styles from './notices-page.module.css';

/** All notices: pagination, an unread-only filter, a title search (on the server), export. */
export function NoticesPage() {
  const { t } = useTranslation('notices');
  const canExport = useCanCall(E.noticeExport);
  const unread = useUnreadCount();
  // The search as typed; the list asks with it once the typing pauses.
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const list = useListPage({
    filters: { unread_only: false },
    query: (filters, page) => noticeQueries.noticeList({ ...filters, ...page, keyword }),
  });
  const rows = list.rows;

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
    <ListPage
      testId="notices-page"
      onReset={() => {
        setTyped('');
        list.reset();
      }}
      toolbar={
        <>
          <Input
            className={styles.search}
            prefix={<SearchOutlined />}
            placeholder={t('page.search_placeholder')}
            aria-label={t('page.search_placeholder')}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              list.setFilters({});
            }}
            allowClear
            maxLength={100}
            data-testid="notices-search"
          />
          <Checkbox
            checked={list.filters.unread_only}
            onChange={(e) => list.setFilters({ unread_only: e.target.checked })}
            data-testid="notices-unread-only"
          >
            {t('page.unread_only')}
          </Checkbox>
          <span className={styles.unread} data-testid="notices-unread-count">
            {t('page.unread_count', { count: unread })}
          </span>
          {canExport && (
            <ListActions>
              <ExportButton
                query={{ ...list.filters, keyword }}
                total={list.total}
                taskName={t('page.title')}
                onExport={(payload) => noticeApi.noticeExport(payload)}
                label={t('page.export')}
                testId="notices-export"
              />
            </ListActions>
          )}
        </>
      }
    >
      <ListTable<Notice>
        list={list}
        rowKey="id"
        columns={columns}
        scroll={{ x: 560 }}
        totalText={(count) => t('page.total', { count })}
        testId="notices-table"
      />
      <NoticeModalHost />
    </ListPage>
  );
}
