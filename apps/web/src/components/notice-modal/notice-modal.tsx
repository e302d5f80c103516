import { useState } from 'react';
import { Button, Modal, Space } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { closeAllNotices, confirmNotice, moveNotice, useNoticeModal } from './notice-modal-store';
import { NoticeContent } from './notice-content';
import styles from './notice-modal.module.css';

const DEFAULT_WIDTH = 560;

/** The modal of a sequence of announcements; driven by the notice-modal store. */
export function NoticeModal() {
  const { t } = useTranslation('widgets');
  const entries = useNoticeModal((s) => s.entries);
  const index = useNoticeModal((s) => s.index);
  const current = entries[index];
  // While the modal fades out, it keeps showing the last entry rather than an empty box.
  const [entry, setEntry] = useState(current);
  if (current && current !== entry) setEntry(current);
  const many = entries.length > 1;
  const last = index >= entries.length - 1;

  const footer = (
    <div className={styles.footer}>
      {many ? (
        <Space size={8}>
          <Button
            icon={<LeftOutlined />}
            disabled={index === 0}
            onClick={() => moveNotice(-1)}
            data-testid="notice-modal-prev"
          >
            {t('notice_modal.prev')}
          </Button>
          <span className={styles.counter} data-testid="notice-modal-counter">
            {t('notice_modal.counter', { current: index + 1, total: entries.length })}
          </span>
          <Button disabled={last} onClick={() => moveNotice(1)} data-testid="notice-modal-next">
            {t('notice_modal.next')}
            <RightOutlined />
          </Button>
        </Space>
      ) : (
        <span />
      )}
      <Space size={8}>
        {many && (
          <Button onClick={closeAllNotices} data-testid="notice-modal-close-all">
            {t('notice_modal.close_all')}
          </Button>
        )}
        <Button type="primary" onClick={confirmNotice} data-testid="notice-modal-confirm">
          {t('notice_modal.confirm')}
        </Button>
      </Space>
    </div>
  );

  return (
    <Modal
      open={current !== undefined}
      title={
        entry?.title !== undefined && (
          <div>
            <div className={styles.title} data-testid="notice-modal-title">
              {entry.title}
            </div>
            {entry.meta !== undefined && <div className={styles.meta}>{entry.meta}</div>}
          </div>
        )
      }
      width={entry?.width ?? DEFAULT_WIDTH}
      footer={footer}
      onCancel={closeAllNotices}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {entry && <NoticeContent key={entry._id} entry={entry} />}
    </Modal>
  );
}
