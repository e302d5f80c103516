import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TopupBatch } from '@console/contract';
import { formatMoney, formatNumber } from '@/lib/format';
import { formatTime } from '../model/format';
import { batchItemsHref } from '../model/links';
import { BatchProgress } from './batch-progress';
import { BatchStatusTag } from './status-tags';
import styles from './topup.module.css';

/** The columns of the batches: what each holds, what it came to, how far it is. */
export function useBatchColumns(onOpen: (batch: TopupBatch) => void): TableColumnsType<TopupBatch> {
  const { t, i18n } = useTranslation('topup');
  const lang = i18n.language;
  const count = (row: TopupBatch, status: 'succeeded' | 'failed', className?: string) =>
    row[status] > 0 ? (
      <Link
        to={batchItemsHref(row.id, status)}
        className={className ? `${styles.countLink} ${className}` : styles.countLink}
        title={t(`batches.open_${status}`, { batch_no: row.batch_no })}
        data-testid={`topup-batch-${status}`}
      >
        {formatNumber(row[status], lang)}
      </Link>
    ) : (
      <span className={className}>{formatNumber(row[status], lang)}</span>
    );
  const money = (value: string) => <span className={styles.number}>{formatMoney(value, lang)}</span>;
  return [
    {
      title: t('batches.col_batch_no'),
      dataIndex: 'batch_no',
      width: 185,
      render: (value: string, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => onOpen(row)}
          aria-label={t('batches.view_label', { batch_no: value })}
          data-testid="topup-batch-open"
        >
          {value}
        </Button>
      ),
    },
    {
      title: t('batches.col_status'),
      dataIndex: 'status',
      width: 90,
      render: (value: TopupBatch['status']) => <BatchStatusTag status={value} />,
    },
    {
      title: t('batches.col_items'),
      dataIndex: 'item_count',
      width: 90,
      align: 'right',
      render: (value: number) => <span className={styles.number}>{formatNumber(value, lang)}</span>,
    },
    {
      title: t('batches.col_result'),
      key: 'result',
      width: 110,
      // Each count opens the batch's items of that status (issue 39, drill-down); none, nothing.
      render: (_, row) => (
        <span className={styles.number} data-testid="topup-batch-result">
          {count(row, 'succeeded')} / {count(row, 'failed', row.failed ? styles.error : undefined)}
        </span>
      ),
    },
    {
      title: t('batches.col_progress'),
      key: 'progress',
      width: 150,
      render: (_, row) => <BatchProgress batch={row} />,
    },
    { title: t('batches.col_face'), dataIndex: 'face_total', width: 110, align: 'right', render: money },
    {
      title: t('batches.col_charged'),
      dataIndex: 'charged',
      width: 110,
      align: 'right',
      render: (value: string) => <span data-testid="topup-batch-charged">{money(value)}</span>,
    },
    {
      title: t('batches.col_refunded'),
      dataIndex: 'refunded',
      width: 110,
      align: 'right',
      render: (value: string) => <span data-testid="topup-batch-refunded">{money(value)}</span>,
    },
    {
      title: t('batches.col_time'),
      dataIndex: 'created_at',
      width: 190,
      render: (value: string) => formatTime(value, lang),
    },
  ];
}
