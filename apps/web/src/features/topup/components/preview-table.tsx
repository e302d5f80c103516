import { useState, type HTMLAttributes } from 'react';
import { Button, Input, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TopupPreviewLine } from '@console/contract';
import { columnsWidth } from '@/components/list-page';
import { formatMoney } from '@/lib/format';
import type { DraftLine } from '../model/draft';
import styles from './topup.module.css';

interface Row {
  index: number;
  line: DraftLine;
  checked: TopupPreviewLine | undefined;
}

export interface PreviewTableProps {
  lines: readonly DraftLine[];
  /** The server's check of each line, in the same order. */
  preview: readonly (TopupPreviewLine | undefined)[];
  busy: boolean;
  onFix: (index: number, line: DraftLine) => void;
  onDrop: (index: number) => void;
}

/**
 * Every line of the batch with its carrier, face amount, price, or its error in the server's words;
 * a line is fixed in place (number and amount, then checked again) or dropped.
 */
export function PreviewTable({ lines, preview, busy, onFix, onDrop }: PreviewTableProps) {
  const { t, i18n } = useTranslation('topup');
  const lang = i18n.language;
  const [editing, setEditing] = useState<{ index: number; phone: string; amount: string } | null>(null);
  const rows: Row[] = lines.map((line, index) => ({ index, line, checked: preview[index] }));

  const columns: TableColumnsType<Row> = [
    { title: t('editor.col_line'), key: 'line', width: 64, render: (_, r) => r.index + 1 },
    {
      title: t('editor.col_phone'),
      key: 'phone',
      width: 160,
      render: (_, r) =>
        editing?.index === r.index ? (
          <Input
            value={editing.phone}
            onChange={(e) => setEditing({ ...editing, phone: e.target.value })}
            maxLength={32}
            inputMode="tel"
            aria-label={t('editor.phone_label', { line: r.index + 1 })}
            data-testid="topup-fix-phone"
          />
        ) : (
          <span className={styles.number}>{r.checked?.phone ?? r.line.phone}</span>
        ),
    },
    {
      title: t('editor.col_check'),
      key: 'check',
      width: 240,
      render: (_, r) =>
        r.checked?.error ? (
          <span className={styles.error} data-testid="topup-line-error" data-error={r.checked.error}>
            {r.checked.message}
          </span>
        ) : (
          <span className={styles.muted}>{r.checked ? t('editor.ok') : t('editor.checking')}</span>
        ),
    },
    {
      title: t('editor.col_amount'),
      key: 'amount',
      width: 110,
      render: (_, r) =>
        editing?.index === r.index ? (
          <Input
            value={editing.amount}
            onChange={(e) => setEditing({ ...editing, amount: e.target.value })}
            maxLength={16}
            inputMode="decimal"
            aria-label={t('editor.amount_label', { line: r.index + 1 })}
            data-testid="topup-fix-amount"
          />
        ) : r.checked?.face ? (
          <span className={styles.number}>{formatMoney(r.checked.face, lang)}</span>
        ) : (
          r.line.amount || '-'
        ),
    },
    {
      title: t('editor.col_carrier'),
      key: 'carrier',
      width: 110,
      render: (_, r) => (r.checked?.carrier ? t(`carrier.${r.checked.carrier}`) : '-'),
    },
    {
      title: t('editor.col_price'),
      key: 'price',
      width: 110,
      align: 'right',
      render: (_, r) =>
        r.checked?.price ? <span className={styles.number}>{formatMoney(r.checked.price, lang)}</span> : '-',
    },
    {
      title: t('editor.col_actions'),
      key: 'actions',
      width: 150,
      render: (_, r) =>
        editing?.index === r.index ? (
          <span className={styles.actions}>
            <Button
              type="link"
              size="small"
              disabled={busy}
              onClick={() => {
                onFix(r.index, { phone: editing.phone, amount: editing.amount });
                setEditing(null);
              }}
              data-testid="topup-fix-save"
            >
              {t('editor.save')}
            </Button>
            <Button type="link" size="small" onClick={() => setEditing(null)}>
              {t('editor.cancel')}
            </Button>
          </span>
        ) : (
          <span className={styles.actions}>
            <Button
              type="link"
              size="small"
              disabled={busy}
              onClick={() => setEditing({ index: r.index, phone: r.line.phone, amount: r.line.amount })}
              aria-label={t('editor.edit_label', { line: r.index + 1 })}
              data-testid="topup-line-edit"
            >
              {t('editor.edit')}
            </Button>
            <Button
              type="link"
              size="small"
              danger
              disabled={busy}
              onClick={() => onDrop(r.index)}
              aria-label={t('editor.drop_label', { line: r.index + 1 })}
              data-testid="topup-line-drop"
            >
              {t('editor.drop')}
            </Button>
          </span>
        ),
    },
  ];

  return (
    <Table<Row>
      size="small"
      rowKey="index"
      columns={columns}
      dataSource={rows}
      scroll={{ x: columnsWidth(columns) }}
      pagination={{ defaultPageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
      onRow={(r) =>
        ({
          'data-testid': 'topup-line',
          'data-phone': r.line.phone,
          'data-error': r.checked?.error ?? '',
        }) as HTMLAttributes<HTMLElement>
      }
      data-testid="topup-preview-table"
    />
  );
}
