import { createHash } from 'node:crypto';
import type { FakeShop } from '../fake';
import type { FakeOrderRecord, FakeState } from '../fake-kit';
import { str } from '../pull-kit';
import { breakRow, decodeCursor, encodeCursor, idOnWire, itemRow, orderRow, type Sealed } from './fake-rows';
import {
  KS_CALL,
  KS_CODE,
  KS_DECRYPT_BATCH,
  KS_DECRYPTED,
  KS_ITEM_PAGE,
  KS_LOOKBACK_MS,
  KS_NO_MORE,
  KS_ORDER_PAGE,
  KS_REAL_NAME_SCENE,
  KS_WINDOW_MS,
} from './protocol';

// The Kuaishou fake's business calls, each answering as its documentation publishes: the
// envelope (`result`, then `data`, or the decrypt call's `batchDecryptResultList`), the limits of
// the order list (7 days, 90 days back, 50 a page, sorted as asked, filtered by orderViewStatus)
// and the decrypt calls' per-item codes.

type Param = Record<string, unknown>;
/** What a call answers: its body's fields beside `result` 1, or a refusal. */
export type FakeAnswer = { ok: Param } | { result: number; words: string };

/**
 * Where the publications give the words of a refusal but no number (a missing parameter, an
 * unknown app key, a bad signature, a rate limit), the fake answers 21: the number the FAQ's
 * refusals carry (K1001, K1006). The client never keys on it.
 */
export const KS_REFUSED = 21;
/** A decrypt item that did not open: any code but 1 (1成功，其他失败); the number is ours. */
const NOT_DECRYPTED = 2;

const refuse = (words: string, result = KS_REFUSED): FakeAnswer => ({ result, words });
const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : NaN);
/** The order an `orderId`/`bizId` names, when it is the shop's. */
const ownOrder = (state: FakeState<Sealed>, shop: FakeShop, id: unknown) => {
  const order = state.orders.get(str(id));
  return order?.input.shopId === shop.shopId ? order : undefined;
};

/** orderViewStatus: 1 全部, 3 待发货 (paid), 7 已关闭订单; the fake has no order in the others. */
const VIEW: Record<number, (o: FakeOrderRecord) => boolean> = {
  1: () => true,
  3: (o) => !o.cancelled,
  7: (o) => o.cancelled,
};

function orderList(state: FakeState<Sealed>, shop: FakeShop, p: Param): FakeAnswer {
  const [view, size, begin, end] = [
    num(p.orderViewStatus),
    num(p.pageSize),
    num(p.beginTime),
    num(p.endTime),
  ];
  if (!Number.isInteger(view)) return refuse('orderViewStatus 不能为空');
  if (!Number.isInteger(size)) return refuse('pageSize 不能为空');
  if (!Number.isSafeInteger(begin) || !Number.isSafeInteger(end)) return refuse('beginTime/endTime 不能为空');
  if (end <= begin) return refuse('ENDTIME MUST AFTER BEGINTIME', KS_CODE.endBeforeBegin);
  if (end - begin > KS_WINDOW_MS) return refuse('SEARCH TIME RANGE EXPAND 7 DAYS', KS_CODE.overSevenDays);
  if (begin < state.now().getTime() - KS_LOOKBACK_MS)
    return refuse('CAN NOT SEARCH BEFORE 90 DAYS', KS_CODE.beforeNinetyDays);
  const offset = decodeCursor(typeof p.cursor === 'string' ? p.cursor : '');
  if (offset === null) return refuse('cursor 无效');
  const byUpdate = num(p.queryType) === 2;
  // Updated at or after its creation: every order created in the window is among these.
  const inWindow = state.orders
    .updatedWithin(shop.shopId, begin, byUpdate ? end : Number.MAX_SAFE_INTEGER)
    .filter((o) => byUpdate || (+o.createdAt >= begin && +o.createdAt <= end))
    .filter((o) => (VIEW[view] ?? (() => false))(o) && num(p.cpsType) !== 2);
  if (!byUpdate) inWindow.sort((a, b) => +a.createdAt - +b.createdAt);
  // sort: 1 时间降序 (the default), 2 时间升序.
  const sorted = num(p.sort) === 2 ? inWindow : [...inWindow].reverse();
  const pageSize = Math.min(KS_ORDER_PAGE, Math.max(1, size));
  const rows = sorted.map((o) =>
    orderRow(o, state.sealed.get(o.id)!, state.catalogue.get(shop.shopId, o.input.productId)),
  );
  const page = state.faults.page(rows, offset, pageSize, breakRow);
  const cursor = offset + pageSize >= rows.length ? KS_NO_MORE : encodeCursor(offset + pageSize);
  return { ok: { data: { pageSize, beginTime: begin, endTime: end, cursor, orderList: page } } };
}

/** open.order.decrypt.batch: each cipher opened for its order (`bizId`), the shop's only. */
function decryptBatch(state: FakeState<Sealed>, shop: FakeShop, p: Param): FakeAnswer {
  const list = p.batchDecryptList;
  if (!Array.isArray(list) || list.length === 0) return refuse('batchDecryptList 不能为空');
  if (list.length > KS_DECRYPT_BATCH) return refuse(`batchDecryptList 不超过${KS_DECRYPT_BATCH}条`);
  const batchDecryptResultList = (list as Param[]).map(({ bizId, encryptedData }) => {
    const order = ownOrder(state, shop, bizId);
    const clear = order ? state.cipher.open(str(encryptedData), order.id) : null;
    const echo = { bizId: str(bizId), encryptedData: str(encryptedData) };
    return clear === null
      ? { ...echo, decryptedData: '', errorCode: NOT_DECRYPTED, errorMsg: '解密失败' }
      : { ...echo, decryptedData: clear, errorCode: KS_DECRYPTED, errorMsg: '' };
  });
  return { ok: { batchDecryptResultList } };
}

/** open.industry.virtual.order.detail: the order's real-name list, its fields ciphers. */
function realNameDetail(state: FakeState<Sealed>, shop: FakeShop, p: Param): FakeAnswer {
  const order = ownOrder(state, shop, p.orderId);
  if (!order) return refuse('订单不存在');
  const sealed = state.sealed.get(order.id)!;
  return { ok: { data: { userAuthenticationList: [{ name: sealed.name, idCard: sealed.idNumber }] } } };
}

/** open.industry.virtual.order.decrypt: the order's ciphers of `sceneType` 2 opened. */
function realNameDecrypt(state: FakeState<Sealed>, shop: FakeShop, p: Param): FakeAnswer {
  const order = ownOrder(state, shop, p.orderId);
  if (!order) return refuse('订单不存在');
  if (!Array.isArray(p.decryptList) || p.decryptList.length === 0) return refuse('decryptList 不能为空');
  const data = (p.decryptList as Param[]).map(({ encryptedData, sceneType }) => {
    const cipher = str(encryptedData);
    const clear = num(sceneType) === KS_REAL_NAME_SCENE ? state.cipher.open(cipher, order.id) : null;
    return clear === null
      ? { encryptedData: cipher, decryptedData: '', errorCode: NOT_DECRYPTED, errorMsg: '解密失败' }
      : { encryptedData: cipher, decryptedData: clear, errorCode: KS_DECRYPTED, errorMsg: '' };
  });
  return { ok: { data } };
}

/** The seller the token opens (open.user.seller.get). */
function sellerGet(shop: FakeShop): FakeAnswer {
  const openId = createHash('md5').update(`seller:${shop.shopId}`).digest('hex');
  return { ok: { data: { sellerId: idOnWire(shop.shopId), openId, name: `shop ${shop.shopId}`, sex: 'M' } } };
}

/** open.item.list.get: pageSize 10 to 100 (more, or none, is 100). */
function itemList(state: FakeState<Sealed>, shop: FakeShop, p: Param): FakeAnswer {
  const asked = num(p.pageSize);
  const size = !(asked > 0) || asked > KS_ITEM_PAGE ? KS_ITEM_PAGE : Math.max(10, asked);
  const page = state.catalogue.page(shop.shopId, num(p.pageNumber) || 1, size);
  return {
    ok: {
      data: {
        totalItemCount: page.total,
        currentPageItemCount: page.products.length,
        currentPageNumber: page.number,
        totalPage: Math.ceil(page.total / page.size),
        items: page.products.map(itemRow),
      },
    },
  };
}

/** One business call for a shop whose token was accepted. */
export function fakeBusiness(state: FakeState<Sealed>, shop: FakeShop, method: string, p: Param): FakeAnswer {
  switch (method) {
    case KS_CALL.sellerGet:
      return sellerGet(shop);
    case KS_CALL.itemList:
      return itemList(state, shop, p);
    case KS_CALL.orderList:
      return orderList(state, shop, p);
    case KS_CALL.decrypt:
      return decryptBatch(state, shop, p);
    case KS_CALL.realNameDetail:
      return realNameDetail(state, shop, p);
    case KS_CALL.realNameDecrypt:
      return realNameDecrypt(state, shop, p);
    default:
      return refuse(`method ${method} 不存在`);
  }
}
