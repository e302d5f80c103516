import {
  AGENT_CHILD_MERCHANT,
  type DistributionRow,
  type OrderSource,
  type OrderStatus,
  type SubMerchantRow,
} from '@console/contract';
import { twoPlaces } from '../../lib/money';
import { maskPhone } from '../../lib/personal-data';
import { localTime, localTimeOrNull } from '../../lib/time';
import type { DistributionRecord } from './distribution-queries';
import type { SubMerchantRecord } from './sub-merchant-queries';

// The rows as the screens and the exports show them.

export function toSubMerchantRow(
  r: SubMerchantRecord,
  timeZone: string,
  period?: string | null,
): SubMerchantRow {
  return {
    id: r.id,
    account: maskPhone(r.mobile),
    store_name: r.storeName,
    status: r.status,
    is_agent: r.childMerchant === AGENT_CHILD_MERCHANT,
    join_time: localTime(r.createdAt, timeZone),
    orders: r.orders,
    settled_orders: r.settledOrders,
    commission: twoPlaces(r.commission),
    period_commission: period === undefined || period === null ? null : twoPlaces(period),
  };
}

export function toDistributionRow(r: DistributionRecord, timeZone: string): DistributionRow {
  return {
    id: Number(r.id),
    order_no: r.order_no,
    goods_id: Number(r.goods_id),
    goods_name: r.goods_name,
    source: r.source as OrderSource,
    status: r.status as OrderStatus,
    sub_merchant_id: Number(r.merchant_id),
    sub_merchant_name: r.store_name,
    customer_name: r.name_masked,
    phone: r.phone_masked,
    sub_commission: twoPlaces(r.commission),
    agent_commission: twoPlaces(r.agent_amount),
    create_time: localTime(r.created_at, timeZone),
    settle_time: localTimeOrNull(r.settled_at, timeZone),
  };
}
