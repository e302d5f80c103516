import { useState, type ReactNode } from 'react';
import { Button, Descriptions, Drawer, Empty, Spin, type DescriptionsProps } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderChainLink, OrderPersonalData, OrderRow, OrderStatusChange } from '@console/contract';
import { useConfirm } from '@/components/confirm';
import { formatMoney } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import { orderApi, orderQueries } from '../api';
import { formatOrderTime } from '../model/format';
import { useFailReason } from './fail-reason';
import { FlagDot } from './flag-dot';
import { confirmReveal } from './order-actions';
import { OrderChain, OrderHistory } from './order-history';
import { OrderStatusTag } from './status-tag';
import styles from './order-drawer.module.css';

/**
 * One order: its fields, the customer (masked; revealed on request until the drawer closes or
 * shows another order), shipping and settlement, the status timeline and the chain of goods
 * changes it belongs to (a link of the chain opens that order here).
 */
export function OrderDrawer({
  open,
  orderId,
  canReveal,
  onClose,
  onOpenOrder,
}: {
  open: boolean;
  orderId: number | null;
  canReveal: boolean;
  onClose: () => void;
  onOpenOrder: (id: number) => void;
}) {
  const { t } = useTranslation(['orders-detail', 'orders']);
  const mobile = useIsMobile();
  const id = orderId ?? 0;
  const detail = useQuery({
    ...orderQueries.orderDetail({ id }),
    enabled: open && id > 0,
    staleTime: 0,
  });
  const chain = useQuery({
    ...orderQueries.orderChain({ id }),
    enabled: open && id > 0,
    staleTime: 0,
  });
  const order = detail.data?.order;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={order ? t('drawer.title_no', { no: order.order_no }) : t('drawer.title')}
      size={mobile ? '100%' : 640}
      // A reveal lasts until the drawer closes: its body goes with it.
      destroyOnHidden
      data-testid="order-drawer"
    >
      {!order ? (
        <div className={styles.loading}>{detail.isError ? <Empty /> : <Spin />}</div>
      ) : (
        // Keyed by the order: a reveal never carries over to the next one.
        <OrderBody
          key={order.id}
          order={order}
          history={detail.data?.history ?? []}
          chain={chain.data?.list}
          chainLoading={chain.isPending}
          canReveal={canReveal}
          onOpenOrder={onOpenOrder}
        />
      )}
    </Drawer>
  );
}

function OrderBody({
  order,
  history,
  chain,
  chainLoading,
  canReveal,
  onOpenOrder,
}: {
  order: OrderRow;
  history: OrderStatusChange[];
  chain: OrderChainLink[] | undefined;
  chainLoading: boolean;
  canReveal: boolean;
  onOpenOrder: (id: number) => void;
}) {
  const { t, i18n } = useTranslation(['orders-detail', 'orders']);
  const mobile = useIsMobile();
  const failReason = useFailReason();
  const [modal, modalHolder] = useConfirm();
  const [revealed, setRevealed] = useState<OrderPersonalData | null>(null);
  const [revealing, setRevealing] = useState(false);
  const none = t('orders:none');
  const time = formatOrderTime;
  const money = (v: string | null) => (v === null ? none : formatMoney(v, i18n.language));
  const person = revealed ?? order;
  const columns = mobile ? 1 : 2;

  const reveal = async () => {
    if (!(await confirmReveal(modal))) return;
    setRevealing(true);
    try {
      setRevealed(await orderApi.orderDecrypt({ id: order.id }));
    } catch {
      // shown by the http client
    } finally {
      setRevealing(false);
    }
  };

  const basics: DescriptionsProps['items'] = [
    {
      key: 'no',
      label: t('orders:col.order_no'),
      children: <span className={styles.mono}>{order.order_no}</span>,
    },
    { key: 'goods', label: t('orders:col.goods'), children: order.goods_name },
    { key: 'status', label: t('orders:col.status'), children: <OrderStatusTag status={order.status} /> },
    { key: 'source', label: t('orders:col.source'), children: t(`orders:source.${order.source}`) },
    ...(order.status === 'rejected' || order.fail_reason_code
      ? [
          {
            key: 'reason',
            label: t('drawer.fail_reason'),
            span: columns,
            children: (
              <span className={styles.reason} data-testid="order-drawer-reason">
                {failReason(order) || none}
              </span>
            ),
          },
        ]
      : []),
    ...(order.sub_merchant_id !== null
      ? [{ key: 'sub', label: t('orders:col.sub_merchant'), children: order.sub_merchant_name }]
      : []),
    {
      key: 'flag',
      label: t('orders:col.flag'),
      children: (
        <span className={styles.flag}>
          <FlagDot flag={order.flag} />
          {order.flag > 0 ? t(`orders:flag.color_${order.flag as 1}`) : t('orders:flag.none')}
        </span>
      ),
    },
    { key: 'created', label: t('orders:col.create_time'), children: time(order.create_time) },
    { key: 'updated', label: t('drawer.update_time'), children: time(order.update_time) },
    { key: 'remark', label: t('orders:col.remark'), span: columns, children: order.remark || none },
  ];
  const customer: DescriptionsProps['items'] = [
    { key: 'name', label: t('drawer.name'), children: person.customer_name },
    { key: 'phone', label: t('drawer.phone'), children: <span className={styles.mono}>{person.phone}</span> },
    {
      key: 'id',
      label: t('orders:col.id_number'),
      span: columns,
      children: <span className={styles.mono}>{person.id_number}</span>,
    },
    { key: 'address', label: t('orders:col.address'), span: columns, children: person.address || none },
  ];
  const shipping: DescriptionsProps['items'] = [
    { key: 'upstream', label: t('drawer.upstream_no'), children: order.upstream_no || none },
    { key: 'express', label: t('drawer.express_company'), children: order.express_company || none },
    {
      key: 'tracking',
      label: t('drawer.tracking_no'),
      span: columns,
      children: <span className={styles.mono}>{order.tracking_no || none}</span>,
    },
  ];
  const settlement: DescriptionsProps['items'] = [
    { key: 'activated', label: t('drawer.activate_time'), children: time(order.activate_time) },
    {
      key: 'recharge',
      label: t('drawer.first_recharge_amount'),
      children: money(order.first_recharge_amount),
    },
    { key: 'recharged', label: t('drawer.first_recharge_time'), children: time(order.first_recharge_time) },
    { key: 'commission', label: t('drawer.commission'), children: money(order.commission) },
    { key: 'settled', label: t('drawer.settle_time'), children: time(order.settle_time) },
  ];
  const section = (title: string, items: DescriptionsProps['items'], testId: string, extra?: ReactNode) => (
    <Descriptions
      className={styles.section}
      title={title}
      extra={extra}
      size="small"
      column={columns}
      bordered
      items={items}
      data-testid={testId}
    />
  );

  return (
    <div className={styles.body}>
      {modalHolder}
      {section(t('drawer.basics'), basics, 'order-drawer-basics')}
      {section(
        t('drawer.customer'),
        customer,
        'order-drawer-customer',
        canReveal &&
          (revealed ? (
            <Button
              size="small"
              icon={<EyeInvisibleOutlined />}
              onClick={() => setRevealed(null)}
              data-testid="order-drawer-hide"
            >
              {t('drawer.hide')}
            </Button>
          ) : (
            <Button
              size="small"
              icon={<EyeOutlined />}
              loading={revealing}
              onClick={() => void reveal()}
              data-testid="order-drawer-reveal"
            >
              {t('orders:action.reveal')}
            </Button>
          )),
      )}
      {section(t('drawer.shipping'), shipping, 'order-drawer-shipping')}
      {section(t('drawer.settlement'), settlement, 'order-drawer-settlement')}

      <OrderHistory history={history} />
      <OrderChain chain={chain} loading={chainLoading} currentId={order.id} onOpenOrder={onOpenOrder} />
    </div>
  );
}
