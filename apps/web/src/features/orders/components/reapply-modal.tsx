import { useState } from 'react';
import { Descriptions, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderRow, ReapplyResult } from '@console/contract';
import { orderApi } from '../api';
import { useFailReason } from './fail-reason';
import { GoodsSelect } from '@/components/goods-select';
import styles from './parts.module.css';

/**
 * Re-apply a rejected order on another goods (`changeGoodsReapplyRecord`): the customer's data go
 * to a new order of the chosen goods, the old order becomes transferred, and the chain records it.
 */
export function ReapplyModal({
  open,
  order,
  onClose,
  onDone,
}: {
  open: boolean;
  order: OrderRow | null;
  onClose: () => void;
  onDone: (result: ReapplyResult) => void;
}) {
  const { t } = useTranslation(['orders-detail', 'orders']);
  const failReason = useFailReason();
  const [goodsId, setGoodsId] = useState<number | undefined>();
  const [missing, setMissing] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const close = () => {
    setGoodsId(undefined);
    setMissing(false);
    onClose();
  };
  const submit = async () => {
    if (!order) return;
    if (!goodsId) return setMissing(true);
    setSubmitting(true);
    try {
      const result = await orderApi.orderReapply({ id: order.id, goods_id: goodsId });
      onDone(result);
      close();
    } catch {
      // shown by the http client
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('reapply.title')}
      okText={t('reapply.submit')}
      cancelText={t('reapply.cancel')}
      onOk={() => void submit()}
      onCancel={close}
      confirmLoading={submitting}
      okButtonProps={{ 'data-testid': 'order-reapply-submit' }}
      destroyOnHidden
    >
      {order && (
        <div data-testid="order-reapply-modal">
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'no',
                label: t('reapply.current'),
                children: <span className={styles.mono}>{order.order_no}</span>,
              },
              { key: 'goods', label: t('reapply.current_goods'), children: order.goods_name },
              {
                key: 'reason',
                label: t('drawer.fail_reason'),
                children: <span className={styles.failReason}>{failReason(order) || t('orders:none')}</span>,
              },
            ]}
          />
          <Form layout="vertical" component="div" className={styles.reapplyForm}>
            <Form.Item
              label={t('reapply.goods')}
              required
              validateStatus={missing ? 'error' : undefined}
              help={missing ? t('reapply.required_goods') : undefined}
            >
              <GoodsSelect
                label={t('orders:col.goods')}
                value={goodsId}
                onChange={(id) => {
                  setGoodsId(id);
                  setMissing(false);
                }}
                onSaleOnly
                exclude={order.goods_id}
                placeholder={t('reapply.goods_placeholder')}
                testId="order-reapply-goods"
              />
            </Form.Item>
          </Form>
        </div>
      )}
    </Modal>
  );
}
