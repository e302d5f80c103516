import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ComplaintRow, ComplaintStatus } from '@console/contract';
import { isHandleable } from '../model/status';
import type { RevealedContacts } from '../model/use-revealed-contacts';
import { ComplaintStatusTag } from './complaint-status-tag';
import { ContactReveal } from './contact-reveal';
import { DeadlineCell } from './deadline-cell';
import styles from './complaints.module.css';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

const time = (iso: string) => formatDateTime(iso, i18n.language);

export interface ColumnOptions {
  contacts: RevealedContacts;
  /** When the rows were fetched: the deadlines are measured against it. */
  now: number;
  /** Whether the role may handle (otherwise the drawer only shows). */
  canHandle: boolean;
  open: (row: ComplaintRow) => void;
}

/** The table's columns (wide screens; a phone gets cards). The action stays at the right edge. */
export function useComplaintColumns({ contacts, now, canHandle, open }: ColumnOptions) {
  const { t } = useTranslation('complaints');
  const columns: TableColumnsType<ComplaintRow> = [
    {
      title: t('col.work_order_no'),
      dataIndex: 'work_order_no',
      width: 180,
      render: (value: string, row) => (
        <div className={styles.stack}>
          <span className={styles.mono} data-testid="complaint-no">
            {value}
          </span>
          <span className={`${styles.muted} ${styles.mono}`} title={t('col.create_time')}>
            {time(row.create_time)}
          </span>
        </div>
      ),
    },
    {
      title: t('col.order'),
      key: 'order',
      width: 190,
      render: (_, row) => (
        <div className={styles.stack}>
          <span className={styles.mono} data-testid="complaint-order-no">
            {row.order_no}
          </span>
          <span className={styles.muted}>{row.goods_name}</span>
        </div>
      ),
    },
    {
      // The type heads the text it qualifies: one column less to scroll past.
      title: t('col.content'),
      dataIndex: 'content',
      render: (value: string, row) => (
        <div className={styles.stack}>
          <span className={styles.typeLabel} data-testid="complaint-type" data-type={row.type}>
            {row.type_label}
          </span>
          <span className={styles.content} title={value}>
            {value}
          </span>
        </div>
      ),
    },
    {
      title: t('col.contact'),
      dataIndex: 'contact',
      width: 150,
      render: (value: string, row) => <ContactReveal id={row.id} masked={value} contacts={contacts} />,
    },
    {
      title: t('col.status'),
      dataIndex: 'status',
      width: 100,
      render: (value: ComplaintStatus) => <ComplaintStatusTag status={value} />,
    },
    {
      title: t('col.deadline'),
      dataIndex: 'deadline',
      width: 150,
      render: (_, row) => <DeadlineCell row={row} now={now} />,
    },
    {
      title: t('col.action'),
      key: 'action',
      width: 80,
      fixed: 'right',
      render: (_, row) => {
        const handle = canHandle && isHandleable(row.status);
        return (
          <Button
            type={handle ? 'link' : 'text'}
            size="small"
            onClick={() => open(row)}
            data-testid={handle ? 'complaint-handle' : 'complaint-view'}
          >
            {handle ? t('handle') : t('view')}
          </Button>
        );
      },
    },
  ];
  return columns;
}
