import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Modal, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { CostChange } from '@console/contract';
import { useTableAccessibility } from '@/components/list-page/use-table-accessibility';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { statsQueries } from '../api';
import { formatDay } from '../model/format-day';

export interface CostLogModalProps {
  open: boolean;
  onClose: () => void;
}

const PAGE_SIZE = 20;

/** Who changed which cost cell when, from what to what (newest first, paged by the server). */
export function CostLogModal({ open, onClose }: CostLogModalProps) {
  const { t, i18n } = useTranslation(['statistics', 'common']);
  const lang = i18n.language;
  const [page, setPage] = useState(1);
  const ref = useTableAccessibility(t('cost.history'));
  const result = useQuery({
    ...statsQueries.costLog({ page, page_size: PAGE_SIZE }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const dateFormat = t('common:list.date_format');
  const amount = (v: string | null) => (v === null ? t('cost.log_none') : formatMoney(v, lang));
  const columns: ColumnsType<CostChange> = [
    {
      key: 'time',
      title: t('cost.log_time'),
      dataIndex: 'changed_at',
      width: 170,
      // The moment in the browser's zone, in the language's date format.
      render: (iso: string) => formatDateTime(iso, lang),
    },
    {
      key: 'channel',
      title: t('cost.log_channel'),
      width: 150,
      render: (_: unknown, row) =>
        row.channel === 'shop' ? row.shop_name || t('channel.shop') : t('channel.store'),
    },
    {
      key: 'day',
      title: t('cost.log_day'),
      dataIndex: 'day',
      width: 110,
      render: (d: string) => formatDay(d, dateFormat),
    },
    {
      key: 'change',
      title: t('cost.log_change'),
      width: 180,
      render: (_: unknown, row) => `${amount(row.before)} → ${amount(row.after)}`,
    },
    { key: 'ip', title: t('cost.log_ip'), dataIndex: 'ip', width: 130 },
  ];
  const total = result.data?.total ?? 0;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('cost.history')}
      width={820}
      destroyOnHidden
      data-testid="stats-cost-log"
    >
      <Table<CostChange>
        ref={ref}
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={result.data?.list}
        loading={result.isFetching}
        scroll={{ x: 740 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          onChange: setPage,
          showTotal: (count) => t('cost.log_total', { count, shown: formatNumber(count, lang) }),
        }}
        data-testid="stats-cost-log-table"
      />
    </Modal>
  );
}
