import { Code } from '@console/contract';
import { defineErrors } from '../../lib/app-error';
import type { CoreMessageKey } from '../../lib/i18n';
import type texts from './locales/zh-CN.json';

/** The orders domain's business errors (their texts: ./locales and the server's own). */
export const OrdersError = defineErrors<keyof typeof texts | CoreMessageKey>()({
  goodsUnavailable: { code: Code.goodsUnavailable, key: 'err.goods_unavailable' },
  orderTransition: { code: Code.orderTransition, key: 'err.order_transition' },
  reapplySameGoods: { code: Code.goodsUnavailable, key: 'err.reapply_same_goods' },
});
