import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubMerchantRow } from '@console/contract';
import { formatMoney, formatNumber } from '@/lib/format';
import { ordersThroughHref } from '../model/filters';
import { formatTime } from '../model/format';
import { SubStatusTag } from './sub-status-tag';
import styles from './agents.module.css';

export interface SubMerchantColumnsOptions {
  /** A commission period is chosen: its column shows. */
  withPeriod: boolean;
  canEdit: boolean;
  /** The row whose switch is being saved. */
  switching: number | null;
  onSwitch: (row: SubMerchantRow) => void;
}

/** The columns of the sub-merchant list. */
export function useSubMerchantColumns(options: SubMerchantColumnsOptions): TableColumnsType<SubMerchantRow> {
  const { withPeriod, canEdit, switching, onSwitch } = options;
  const { t, i18n } = useTranslation('agents');
  const lang = i18n.language;
  const money = (value: string | null) => (
    <span className={styles.number}>{value === null ? '-' : formatMoney(value, lang)}</span>
  );
  const columns: TableColumnsType<SubMerchantRow> = [
    {
      title: t('list.col_account'),
      dataIndex: 'account',
      width: 130,
      render: (value: string) => <span data-testid="agent-sub-account">{value}</span>,
    },
    {
      title: t('list.col_store'),
      dataIndex: 'store_name',
      width: 220,
      render: (value: string, row) => (
        <span className={styles.store}>
          <span data-testid="agent-sub-store">{value}</span>
          {row.is_agent && (
            <Tooltip title={t('list.agent_badge_hint')}>
              <Tag color="blue" data-testid="agent-sub-badge">
                {t('list.agent_badge')}
              </Tag>
            </Tooltip>
          )}
        </span>
      ),
    },
    {
      title: t('list.col_status'),
      dataIndex: 'status',
      width: 100,
      render: (value: SubMerchantRow['status']) => <SubStatusTag status={value} />,
    },
    {
      title: t('list.col_joined'),
      dataIndex: 'join_time',
      width: 170,
      render: (value: string) => formatTime(value),
    },
    {
      title: t('list.col_orders'),
      dataIndex: 'orders',
      width: 90,
      align: 'right',
      // Opens the orders it counts in 分销订单 (issue 39, drill-down): through this sub-merchant.
      render: (value: number, row) =>
        value > 0 ? (
          <Link
            to={ordersThroughHref(row.id)}
            className={styles.number}
            title={t('list.open_orders', { name: row.store_name })}
            data-testid="agent-sub-orders"
          >
            {formatNumber(value, lang)}
          </Link>
        ) : (
          <span className={styles.number}>{formatNumber(value, lang)}</span>
        ),
    },
    {
      title: t('list.col_settled'),
      dataIndex: 'settled_orders',
      width: 110,
      align: 'right',
      render: (value: number) => <span className={styles.number}>{formatNumber(value, lang)}</span>,
    },
    {
      title: t('list.col_commission'),
      dataIndex: 'commission',
      width: 130,
      align: 'right',
      render: money,
    },
  ];
  if (withPeriod)
    columns.push({
      title: t('list.col_period_commission'),
      dataIndex: 'period_commission',
      width: 130,
      align: 'right',
      render: (value: string | null) => <span data-testid="agent-sub-period">{money(value)}</span>,
    });
  if (canEdit)
    columns.push({
      title: t('actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, row) => {
        // A disabled account is enabled again; an active or not yet activated one can be disabled.
        const enable = row.status === 'disabled';
        return (
          <Button
            type="link"
            size="small"
            danger={!enable}
            loading={switching === row.id}
            onClick={() => onSwitch(row)}
            data-testid={enable ? 'agent-sub-enable' : 'agent-sub-disable'}
          >
            {enable ? t('list.enable') : t('list.disable')}
          </Button>
        );
      },
    });
  return columns;
}
