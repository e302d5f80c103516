import { badBusinessParam, type FakeAnswer, ok, type Params, str } from './fake-answers';
import { type FakeOrder, type FakeState, wireId } from './fake-state';
import { DD_LIMITS, type DdCipherInfo } from './protocol';

// The business calls of the fake Doudian, each answering the fields of its SDK response class
// with the request class's rules (OrderSearchListParam, OrderBatchDecryptParam,
// ProductListV2Param, SkuListParam).

/** A number parameter, `fallback` when it is absent (the SDKs omit empty ones). */
const num = (v: unknown, fallback: number) =>
  v === undefined || v === null || v === '' ? fallback : Number(v);

/**
 * order.searchList: `page` from 0, `size` up to 100; the update-time or the creation-time range;
 * sorted by `order_by` (create_time by default) descending unless `order_asc`.
 */
export function searchList(state: FakeState, shopId: string, p: Params): FakeAnswer {
  const size = num(p.size, 10);
  const page = num(p.page, 0);
  if (!Number.isInteger(size) || size < 1 || size > DD_LIMITS.orderPage)
    return badBusinessParam('单页大小，限制100以内');
  if (!Number.isInteger(page) || page < 0) return badBusinessParam('页码，0页开始');
  const byUpdate = p.order_by === 'update_time';
  const [updatedFrom, updatedTo] = [num(p.update_time_start, -Infinity), num(p.update_time_end, Infinity)];
  const [createdFrom, createdTo] = [num(p.create_time_start, -Infinity), num(p.create_time_end, Infinity)];
  const asc = p.order_asc === true ? 1 : -1;
  const matching: FakeOrder[] = [];
  for (const o of state.orders.values()) {
    if (o.shopId !== shopId || o.updateTime < updatedFrom || o.updateTime > updatedTo) continue;
    if (o.createTime >= createdFrom && o.createTime <= createdTo) matching.push(o);
  }
  const byTime = byUpdate
    ? (a: FakeOrder, b: FakeOrder) => a.updateTime - b.updateTime
    : (a: FakeOrder, b: FakeOrder) => a.createTime - b.createTime;
  matching.sort((a, b) => (byTime(a, b) || (a.orderId < b.orderId ? -1 : 1)) * asc);
  let rows = matching.slice(page * size, page * size + size).map(state.toWire);
  const before = state.lastPages.get(shopId) ?? [];
  state.lastPages.set(shopId, rows);
  // The faults a reader must survive: rows of the page before again, a page out of order, and a
  // row with a required field missing.
  if (before.length && state.faults.take('repeat_rows')) rows = [...before.slice(-3), ...rows];
  if (rows.length > 1 && state.faults.take('out_of_order')) rows = [...rows].reverse();
  if (rows.length && state.faults.take('malformed_order')) {
    const { encrypt_post_tel: _dropped, ...broken } = rows[0]!;
    rows = [broken as (typeof rows)[number], ...rows.slice(1)];
  }
  return ok({ shop_order_list: rows, page, size, total: matching.length });
}

/**
 * order.batchDecrypt: up to 50 ciphers, each opened for an order of the token's shop. One that
 * does not open is answered with its own err_no, the call's `custom_err` saying some failed.
 */
export function batchDecrypt(state: FakeState, shopId: string, p: Params): FakeAnswer {
  const infos = Array.isArray(p.cipher_infos) ? (p.cipher_infos as DdCipherInfo[]) : [];
  if (infos.length === 0 || infos.length > DD_LIMITS.decryptBatch)
    return badBusinessParam('待解密值集合，最大支持一次解密50条');
  let failed = false;
  const decrypt_infos = infos.map(({ auth_id, cipher_text }) => {
    const order = state.orders.get(str(auth_id));
    const clear = order && order.shopId === shopId ? state.decrypt(order.orderId, str(cipher_text)) : null;
    const item = { auth_id: str(auth_id), cipher_text: str(cipher_text), is_virtual_tel: false };
    if (clear !== null) return { ...item, decrypt_text: clear, err_no: 0, err_msg: '' };
    failed = true;
    return { ...item, decrypt_text: '', err_no: 300003, err_msg: 'KMS解密错误，请联系相对应的开发同学' };
  });
  const custom_err = failed
    ? { err_code: 300001, err_msg: '解密错误: 批量解密存在部分失败' }
    : { err_code: 0, err_msg: '' };
  return ok({ custom_err, decrypt_infos }, true);
}

/** Whether `value` is strictly between the bounds given (the SDK: the bounds are not included). */
const between = (value: number, start: unknown, end: unknown) =>
  value > num(start, -Infinity) && value < num(end, Infinity);

/**
 * product.listV2: `page` from 1 to 100, `size` 1-100, page × size at most 10,000; the creation
 * and update time ranges filter, in the order the products were made.
 */
export function productList(state: FakeState, shopId: string, p: Params): FakeAnswer {
  const size = num(p.size, 10);
  const page = num(p.page, 1);
  const rule = '页码，从1开始，最大为100；page* size最大不能超过1万条';
  if (!Number.isInteger(size) || size < 1 || size > DD_LIMITS.productPage)
    return badBusinessParam('页数，填写范围1~100');
  if (!Number.isInteger(page) || page < 1 || page > DD_LIMITS.productPages) return badBusinessParam(rule);
  if (page * size > DD_LIMITS.productWindow) return badBusinessParam(rule);
  const all = [...state.products.values()].filter(
    (x) =>
      x.shopId === shopId &&
      between(x.createTime, p.start_time, p.end_time) &&
      between(x.createTime, p.update_start_time, p.update_end_time),
  );
  const data = all.slice((page - 1) * size, page * size).map((x) => ({
    product_id: wireId(x.productId),
    status: 0,
    check_status: 3,
    name: x.name,
    product_type: 0,
    create_time: x.createTime,
    update_time: x.createTime,
    outer_product_id: '',
  }));
  return ok({ data, total: all.length, page, size });
}

/** sku.list: the SKUs of one of the shop's products (`data` is the list). */
export function skuList(state: FakeState, shopId: string, p: Params): FakeAnswer {
  const product = state.products.get(`${shopId}/${str(p.product_id)}`);
  if (!product) return badBusinessParam('商品不存在');
  return ok(
    product.skus.map((s) => ({
      id: wireId(s.skuId),
      product_id: wireId(product.productId),
      product_id_str: product.productId,
      spec_detail_name1: s.spec,
      spec_detail_name2: '',
      spec_detail_name3: '',
      price: 0,
      sku_type: 0,
    })),
  );
}
