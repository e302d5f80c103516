import { Button, Spin, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderChainLink, OrderStatusChange } from '@console/contract';
import { formatOrderTime as time } from '../model/format';
import { OrderStatusTag } from './status-tag';
import styles from './order-drawer.module.css';

/** The drawer's status timeline: every change of the order, oldest first. */
export function OrderHistory({ history }: { history: OrderStatusChange[] }) {
  const { t } = useTranslation(['orders-detail', 'orders']);
  return (
    <>
      <h4 className={styles.heading}>{t('drawer.history')}</h4>
      <Timeline
        className={styles.timeline}
        items={history.map((change, index) => ({
          key: index,
          color:
            change.to === 'rejected' || change.to === 'cancelled'
              ? 'red'
              : change.to === 'settled'
                ? 'green'
                : 'blue',
          content: (
            <div className={styles.change} data-testid="order-history-item" data-to={change.to}>
              <div>
                {change.from === null ? (
                  <span>{t('drawer.created')}</span>
                ) : (
                  <span>{t(`orders:status.${change.from}`)}</span>
                )}
                <span className={styles.arrow} aria-hidden>
                  →
                </span>
                <OrderStatusTag status={change.to} />
              </div>
              {change.reason && (
                <div className={change.to === 'rejected' ? styles.reason : undefined}>{change.reason}</div>
              )}
              <div className={styles.muted}>
                {time(change.create_time)} · {t(`change_source.${change.source}`)}
              </div>
            </div>
          ),
        }))}
        data-testid="order-history"
      />
    </>
  );
}

/** The chain of goods changes the order belongs to; another link of it opens that order. */
export function OrderChain({
  chain,
  loading: chainLoading,
  currentId,
  onOpenOrder,
}: {
  chain: OrderChainLink[] | undefined;
  loading: boolean;
  currentId: number;
  onOpenOrder: (id: number) => void;
}) {
  const { t } = useTranslation(['orders-detail', 'orders']);
  return (
    <>
      <h4 className={styles.heading}>{t('drawer.chain')}</h4>
      {chainLoading ? (
        <Spin size="small" />
      ) : !chain || chain.length <= 1 ? (
        <p className={styles.muted} data-testid="order-chain-empty">
          {t('drawer.no_chain')}
        </p>
      ) : (
        <ol className={styles.chain} data-testid="order-chain">
          {chain.map((link) => (
            <li
              key={link.id}
              className={styles.link}
              data-current={link.id === currentId}
              data-testid="order-chain-link"
            >
              {link.kind && (
                <div className={styles.muted}>
                  {t(`change_kind.${link.kind}`)}
                  {link.reason && ` · ${link.reason}`}
                </div>
              )}
              <div className={styles.linkHead}>
                {link.id === currentId ? (
                  <span className={styles.mono}>{link.order_no}</span>
                ) : (
                  <Button
                    type="link"
                    size="small"
                    className={`${styles.linkButton} ${styles.mono}`}
                    onClick={() => onOpenOrder(link.id)}
                    data-testid="order-chain-open"
                  >
                    {link.order_no}
                  </Button>
                )}
                <OrderStatusTag status={link.status} />
                {link.id === currentId && <span className={styles.current}>{t('drawer.current')}</span>}
              </div>
              <div>{link.goods_name}</div>
              <div className={styles.muted}>{time(link.create_time)}</div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
