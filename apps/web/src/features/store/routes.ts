// The storefront's addresses, read from `location.pathname` alone (no router: the page is small).
import { PROMO_CODE_PATTERN } from '@console/contract';

export type StoreRoute =
  { page: 'goods'; promo: string; goodsId: number } | { page: 'orders'; promo: string } | { page: 'invalid' };

const GOODS = /^\/store\/([^/]+)\/goods\/([1-9]\d{0,9})\/?$/;
const ORDERS = /^\/store\/([^/]+)\/orders\/?$/;

export function storeRoute(pathname: string): StoreRoute {
  const goods = GOODS.exec(pathname);
  if (goods && PROMO_CODE_PATTERN.test(goods[1]!)) {
    const goodsId = Number(goods[2]);
    if (Number.isSafeInteger(goodsId) && goodsId <= 2_147_483_647) {
      return { page: 'goods', promo: goods[1]!, goodsId };
    }
  }
  const orders = ORDERS.exec(pathname);
  if (orders && PROMO_CODE_PATTERN.test(orders[1]!)) return { page: 'orders', promo: orders[1]! };
  return { page: 'invalid' };
}
