import { Fragment, type ReactNode } from 'react';
import { Button, Space, Tooltip, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OrderPersonalData, OrderRow } from '@console/contract';
import { formatMoney } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import type { OrderColumnId } from '../model/column-prefs';
import { formatOrderTime } from '../model/format';
import { useFailReason } from './fail-reason';
import { FlagDot } from './flag-dot';
import { FlagMenu } from './flag-menu';
import { RemarkCell } from './remark-cell';
import { OrderStatusTag } from './status-tag';
import styles from './orders.module.css';

export interface OrderColumnOptions {
  /** The shown columns in the user's order. */
  visible: readonly OrderColumnId[];
  /** The viewer is an agent: the sub-merchant column exists. */
  isAgent: boolean;
  /** The role's actions on the order list. */
  canEdit: boolean;
  canReveal: boolean;
  revealed: ReadonlyMap<number, OrderPersonalData>;
  revealing: number | null;
  onReveal: (row: OrderRow) => void;
  onFlag: (row: OrderRow, flag: number) => void;
  onRemark: (row: OrderRow, remark: string) => Promise<unknown>;
  onDetail: (row: OrderRow) => void;
  onReapply: (row: OrderRow) => void;
}

/** The lines of an order on a phone, each of one or more columns. */
const MOBILE_LINES: readonly (readonly OrderColumnId[])[] = [
  ['order_no', 'flag'],
  ['status'],
  ['goods'],
  ['customer'],
  ['remark'],
  ['create_time'],
];

/** The columns of the order list, in the user's order; the actions always last. */
export function useOrderColumns(options: OrderColumnOptions): TableColumnsType<OrderRow> {
  const { t, i18n } = useTranslation('orders');
  const mobile = useIsMobile();
  const failReason = useFailReason();
  const { revealed, canEdit, canReveal } = options;
  const personal = (row: OrderRow): OrderPersonalData => revealed.get(row.id) ?? row;
  const revealedClass = (row: OrderRow) => (revealed.has(row.id) ? styles.revealed : undefined);
  // Only the caller's own (`editable`) orders open: an agent sees a sub-merchant's as this row (046).
  const opens = (row: OrderRow) => row.editable;

  const all: Record<OrderColumnId, TableColumnsType<OrderRow>[number]> = {
    order_no: {
      title: t('col.order_no'),
      key: 'order_no',
      width: 160,
      render: (_, row) =>
        opens(row) ? (
          <Button
            type="link"
            size="small"
            className={`${styles.linkCell} ${styles.mono}`}
            onClick={() => options.onDetail(row)}
            data-testid="order-no"
          >
            {row.order_no}
          </Button>
        ) : (
          <span className={styles.mono} data-testid="order-no">
            {row.order_no}
          </span>
        ),
    },
    goods: {
      title: t('col.goods'),
      key: 'goods',
      width: 140,
      render: (_, row) => <span data-testid="order-goods">{row.goods_name}</span>,
    },
    status: {
      title: t('col.status'),
      key: 'status',
      width: 100,
      render: (_, row) => (
        <div className={styles.cellStack}>
          <OrderStatusTag status={row.status} />
          {row.status === 'rejected' && (
            <span className={styles.failReason} data-testid="order-fail-reason">
              {failReason(row)}
            </span>
          )}
        </div>
      ),
    },
    customer: {
      title: t('col.customer'),
      key: 'customer',
      width: 136,
      render: (_, row) => {
        const data = personal(row);
        return (
          <Space size={4} align="start">
            <div className={`${styles.cellStack} ${revealedClass(row) ?? ''}`} data-testid="order-customer">
              <span data-testid="order-customer-name">{data.customer_name}</span>
              <span className={styles.mono} data-testid="order-phone">
                {data.phone}
              </span>
            </div>
            {canReveal && opens(row) && !revealed.has(row.id) && (
              <Tooltip title={t('action.reveal')}>
                <Button
                  type="text"
                  size="small"
                  icon={<EyeOutlined />}
                  aria-label={t('action.reveal')}
                  loading={options.revealing === row.id}
                  onClick={() => options.onReveal(row)}
                  data-testid="order-reveal"
                />
              </Tooltip>
            )}
          </Space>
        );
      },
    },
    id_number: {
      title: t('col.id_number'),
      key: 'id_number',
      width: 180,
      render: (_, row) => (
        <span className={`${styles.mono} ${revealedClass(row) ?? ''}`} data-testid="order-id-number">
          {personal(row).id_number}
        </span>
      ),
    },
    address: {
      title: t('col.address'),
      key: 'address',
      width: 220,
      render: (_, row) => (
        <span className={revealedClass(row)} data-testid="order-address">
          {personal(row).address || t('none')}
        </span>
      ),
    },
    source: {
      title: t('col.source'),
      key: 'source',
      width: 90,
      render: (_, row) => <span data-testid="order-source">{t(`source.${row.source}`)}</span>,
    },
    sub_merchant: {
      title: t('col.sub_merchant'),
      key: 'sub_merchant',
      width: 140,
      render: (_, row) => row.sub_merchant_name || t('none'),
    },
    flag: {
      title: t('col.flag'),
      key: 'flag',
      width: 48,
      align: 'center',
      render: (_, row) =>
        canEdit && row.editable ? (
          <FlagMenu onPick={(flag) => options.onFlag(row, flag)}>
            <Button
              type="text"
              size="small"
              className={styles.flagButton}
              aria-label={t('flag.set')}
              data-testid="order-flag"
              data-flag={row.flag}
            >
              <FlagDot flag={row.flag} />
            </Button>
          </FlagMenu>
        ) : (
          <span data-testid="order-flag" data-flag={row.flag}>
            <FlagDot flag={row.flag} />
          </span>
        ),
    },
    remark: {
      title: t('col.remark'),
      key: 'remark',
      width: 140,
      render: (_, row) => (
        <RemarkCell
          key={`${row.id}:${row.remark}`}
          remark={row.remark}
          editable={canEdit && row.editable}
          onSave={(remark) => options.onRemark(row, remark)}
        />
      ),
    },
    shipping: {
      title: t('col.shipping'),
      key: 'shipping',
      width: 180,
      render: (_, row) =>
        row.tracking_no ? (
          <div className={styles.cellStack}>
            <span>{row.express_company}</span>
            <span className={styles.mono}>{row.tracking_no}</span>
          </div>
        ) : (
          t('none')
        ),
    },
    commission: {
      title: t('col.commission'),
      key: 'commission',
      width: 96,
      align: 'right',
      render: (_, row) => formatMoney(row.commission, i18n.language),
    },
    create_time: {
      title: t('col.create_time'),
      key: 'create_time',
      // The day over the time: the list keeps to 1,440 px with its default columns.
      width: 104,
      render: (_, row) => {
        // On a phone it is one line of the order's summary.
        if (mobile) return formatOrderTime(row.create_time);
        const [day, time] = formatOrderTime(row.create_time).split(' ');
        return (
          <div className={styles.cellStack} data-testid="order-create-time">
            <span>{day}</span>
            {time && <span className={styles.mono}>{time}</span>}
          </div>
        );
      },
    },
  };

  const shown = options.visible.filter((id) => id !== 'sub_merchant' || options.isAgent);
  // On a phone an order reads as a few lines in one cell (what tells orders apart), so that it
  // needs no sideways scrolling; the drawer has the rest. Hidden columns stay hidden.
  const lines = MOBILE_LINES.map((line) => line.filter((id) => shown.includes(id))).filter((l) => l.length);
  const columns: TableColumnsType<OrderRow> = mobile
    ? [
        {
          title: t('col.order_no'),
          key: 'summary',
          render: (_, row, index) => (
            <div className={styles.cellStack} data-testid="order-summary">
              {lines.map((line) => (
                <div key={line.join()} className={styles.summaryLine}>
                  {line.map((id) => (
                    <Fragment key={id}>{all[id].render!(undefined, row, index) as ReactNode}</Fragment>
                  ))}
                </div>
              ))}
            </div>
          ),
        },
      ]
    : shown.map((id) => all[id]);
  columns.push({
    title: t('col.actions'),
    key: 'actions',
    width: 80,
    // On a phone a fixed column would cover half the table.
    fixed: mobile ? undefined : 'right',
    render: (_, row) => (
      <Space size={0} orientation="vertical" align="start">
        {opens(row) && (
          <Button
            type="link"
            size="small"
            className={styles.linkCell}
            onClick={() => options.onDetail(row)}
            data-testid="order-detail"
          >
            {t('action.detail')}
          </Button>
        )}
        {canEdit && row.editable && row.status === 'rejected' && (
          <Button
            type="link"
            size="small"
            className={styles.linkCell}
            onClick={() => options.onReapply(row)}
            data-testid="order-reapply"
          >
            {t('action.reapply')}
          </Button>
        )}
      </Space>
    ),
  });
  return columns;
}
