import { Button, Empty, Pagination, Spin, type PaginationProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ComplaintRow } from '@console/contract';
import { isHandleable } from '../model/status';
import type { ColumnOptions } from './complaint-columns';
import { ComplaintStatusTag } from './complaint-status-tag';
import { ContactReveal } from './contact-reveal';
import { DeadlineCell } from './deadline-cell';
import styles from './complaints.module.css';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/**
 * The list on a phone: one card per complaint with what the table's columns hold, so that nothing
 * needs a sideways scroll; the action sits at the card's foot, under the thumb.
 */
export function ComplaintCardList({
  rows,
  loading,
  pagination,
  contacts,
  now,
  canHandle,
  open,
}: ColumnOptions & { rows: readonly ComplaintRow[]; loading: boolean; pagination: PaginationProps }) {
  const { t } = useTranslation('complaints');
  return (
    <Spin spinning={loading}>
      <div className={styles.cards} data-testid="complaint-cards">
        {rows.length === 0 && !loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
        {rows.map((row) => {
          const handle = canHandle && isHandleable(row.status);
          return (
            <div key={row.id} className={styles.card} data-testid="complaint-card">
              <div className={styles.cardHead}>
                <span className={`${styles.mono} ${styles.cardNo}`} data-testid="complaint-no">
                  {row.work_order_no}
                </span>
                <ComplaintStatusTag status={row.status} />
              </div>
              <div className={styles.muted}>
                <span className={styles.mono} data-testid="complaint-order-no">
                  {row.order_no}
                </span>{' '}
                · {row.goods_name}
              </div>
              <div>
                <span className={styles.typeLabel} data-testid="complaint-type" data-type={row.type}>
                  {row.type_label}
                </span>
                <span className={styles.content}>{row.content}</span>
              </div>
              <div className={styles.cardMeta}>
                <ContactReveal id={row.id} masked={row.contact} contacts={contacts} />
                <span className={styles.muted}>{formatDateTime(row.create_time, i18n.language)}</span>
              </div>
              <div className={styles.cardFoot}>
                <div className={styles.cardDeadline}>
                  <span className={styles.muted}>{t('col.deadline')}</span>
                  <DeadlineCell row={row} now={now} />
                </div>
                <Button
                  type={handle ? 'primary' : 'default'}
                  size="small"
                  onClick={() => open(row)}
                  data-testid={handle ? 'complaint-handle' : 'complaint-view'}
                >
                  {handle ? t('handle') : t('view')}
                </Button>
              </div>
            </div>
          );
        })}
      </div>
      <Pagination className={styles.cardPages} size="small" {...pagination} />
    </Spin>
  );
}
