import type { MalformedOrder, OrderPage, PlatformOrder } from '../platform';
import { PlatformError } from '../platform';
import { int64 } from '../platform-json';
import { str } from '../pull-kit';
import type { Answer } from './gateway';
import { KS_CALL, KS_DECRYPTED, KS_REAL_NAME_SCENE, type KsCall } from './protocol';

// The holder of a SIM card order: a row of the order list carries the consignee, not the person
// whose ID the card is registered to. The platform publishes that person only through the
// real-name calls of its industry APIs: open.industry.virtual.order.detail answers the order's
// `userAuthenticationList` ({name, idCard}, both ciphers) and open.industry.virtual.order.decrypt
// opens them (`sceneType` 2, 实名信息). One order at a time: both calls take one `orderId`.

/** A business call with the shop's token: its whole answer. */
export type KsShopCall = (method: KsCall, param: unknown) => Promise<Answer>;

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

/** The order's `orderId` parameter: its 64-bit id as a bare JSON number. */
const orderIdOf = (oid: string) => int64(oid);

/** The holder's name and ID number, or why they are not to be had (field names only). */
export async function realNameOf(
  call: KsShopCall,
  oid: string,
): Promise<{ name: string; idNumber: string } | string> {
  const detail = obj((await call(KS_CALL.realNameDetail, { orderId: orderIdOf(oid) })).data);
  const holder = obj(Array.isArray(detail.userAuthenticationList) ? detail.userAuthenticationList[0] : null);
  const [name, idCard] = [str(holder.name), str(holder.idCard)];
  if (!name || !idCard) return 'no userAuthenticationList name or idCard';
  const answer = await call(KS_CALL.realNameDecrypt, {
    orderId: orderIdOf(oid),
    decryptList: [name, idCard].map((encryptedData) => ({ encryptedData, sceneType: KS_REAL_NAME_SCENE })),
  });
  if (!Array.isArray(answer.data))
    throw new PlatformError('protocol', `kuaishou ${KS_CALL.realNameDecrypt}: no data list`);
  const opened = (cipher: string) => {
    const item = (answer.data as unknown[]).map(obj).find((r) => str(r.encryptedData) === cipher);
    // The order decrypt's convention (1 成功); a result without its code counts by its clear text.
    const ok = item && (item.errorCode === undefined || Number(item.errorCode) === KS_DECRYPTED);
    return ok ? str(item.decryptedData) : '';
  };
  const [clearName, clearId] = [opened(name), opened(idCard)];
  if (!clearName || !clearId) return 'userAuthenticationList name or idCard not decrypted';
  return { name: clearName, idNumber: clearId.toUpperCase() };
}

/**
 * `onPage` with every live order's holder filled in; an order whose holder cannot be had is put
 * aside with why. A cancelled order needs none (the engine keeps no customer for it).
 */
export function withRealNames(
  call: KsShopCall,
  onPage: (page: OrderPage) => Promise<void>,
): (page: OrderPage) => Promise<void> {
  return async (page) => {
    const orders: PlatformOrder[] = [];
    const malformed: MalformedOrder[] = [...page.malformed];
    for (const order of page.orders) {
      if (order.status === 'cancelled') {
        orders.push(order);
        continue;
      }
      const holder = await realNameOf(call, order.platformOrderId);
      if (typeof holder === 'string') {
        malformed.push({
          platformOrderId: order.platformOrderId,
          updatedAt: order.updatedAt,
          reason: holder,
        });
      } else {
        orders.push({ ...order, customer: { ...order.customer, ...holder } });
      }
    }
    if (orders.length || malformed.length) await onPage({ orders, malformed });
  };
}
