import { Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { CostChannelRow, CostWeekResult } from '@console/contract';
import { columnsWidth } from '@/components/list-page';
import { useTableAccessibility } from '@/components/list-page/use-table-accessibility';
import { amountValid, cellKey, cellValue, type CostDrafts } from '../model/cost-grid';
import { formatDay } from '../model/format-day';
import styles from './stats.module.css';

export interface CostGridTableProps {
  grid: CostWeekResult;
  drafts: CostDrafts;
  onEdit: (key: string, value: string) => void;
  loading: boolean;
  /** Today on the merchants' calendar: the days after it take no cost yet (cost is what was spent). */
  today: string;
  /** A role that may not save costs sees them without editing them. */
  readOnly?: boolean;
}

/** The week's cost grid: a row per channel (the storefront, each captured shop), a column per day. */
export function CostGridTable({ grid, drafts, onEdit, loading, today, readOnly }: CostGridTableProps) {
  const { t } = useTranslation(['statistics', 'common', 'routes']);
  const ref = useTableAccessibility(t('common:list.table_of', { title: t('routes:StatisticsCostEnter') }));
  const dateFormat = t('common:list.date_format');
  const channelName = (row: CostChannelRow) =>
    row.channel === 'shop' ? row.shop_name || t('channel.shop') : t('channel.store');
  const columns: ColumnsType<CostChannelRow> = [
    {
      key: 'channel',
      title: t('col.channel'),
      width: 160,
      fixed: 'left',
      render: (_: unknown, row) => channelName(row),
    },
    ...grid.days.map((day, i): ColumnsType<CostChannelRow>[number] => ({
      key: day,
      title: formatDay(day, dateFormat),
      width: 120,
      render: (_: unknown, row) => {
        const key = cellKey(row, day);
        const value = cellValue(row, i, day, drafts);
        const invalid = !amountValid(value);
        return (
          <Input
            className={styles.costInput}
            value={value}
            inputMode="decimal"
            maxLength={13}
            status={invalid ? 'error' : undefined}
            disabled={day > today}
            readOnly={readOnly}
            aria-invalid={invalid}
            aria-label={t('cost.cell', { channel: channelName(row), day: formatDay(day, dateFormat) })}
            onChange={(e) => onEdit(key, e.target.value)}
            data-testid="stats-cost-cell"
            data-cell={key}
          />
        );
      },
    })),
  ];
  return (
    <Table<CostChannelRow>
      ref={ref}
      size="middle"
      columns={columns}
      dataSource={grid.rows}
      rowKey={(row) => `${row.channel}:${row.shop_id}`}
      pagination={false}
      loading={loading}
      scroll={{ x: columnsWidth(columns) }}
      locale={{ emptyText: t('cost.no_channels') }}
      data-testid="stats-cost-table"
    />
  );
}
