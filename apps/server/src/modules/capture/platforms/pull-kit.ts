import type { Customer } from '../../../lib/personal-data';
import {
  type MalformedOrder,
  type OrderPage,
  PlatformError,
  type PlatformOrder,
  type PlatformProduct,
} from './platform';

// What the clients of the platforms that send an order's customer as ciphers (Pinduoduo,
// Kuaishou) do alike once a page is on hand: passing its rows on once, decrypting them in batches,
// listing products with their SKUs. Each client keeps its calls and field names to itself and
// hands them in.

type Answer = Record<string, unknown>;
/** A field that is a string or a number (ids come as either), else ''. */
export const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** An order row as a client read it, its customer still in ciphers by the platform's field name. */
export interface CipheredOrderRow<Field extends string> {
  platformOrderId: string;
  updatedAt: Date;
  status: PlatformOrder['status'];
  productId: string;
  skuId: string;
  title: string;
  province: string;
  city: string;
  district: string;
  ciphers: Record<Field, string>;
}

/** The customer's fields that come as ciphers (province, city and district come in clear). */
export type SecretCustomerFields = Pick<Customer, 'name' | 'phone' | 'idNumber' | 'address'>;

/** The order of a row once its ciphers are in clear (these platforms sell no live-room orders). */
export const clearOrder = (
  row: CipheredOrderRow<string>,
  { name, phone, idNumber, address }: SecretCustomerFields,
): PlatformOrder => ({
  platformOrderId: row.platformOrderId,
  status: row.status,
  updatedAt: row.updatedAt,
  productId: row.productId,
  skuId: row.skuId,
  title: row.title,
  customer: {
    name,
    phone,
    idNumber,
    province: row.province,
    city: row.city,
    district: row.district,
    address,
  },
  roomId: '',
  authorId: '',
  videoId: '',
});

/** A business call of the platform, made with the shop's token: its answer. */
export type PlatformCall = (method: string, params: Answer) => Promise<Answer>;

/** A platform's batch decrypt call, and where it puts each thing by its own names. */
export interface BatchDecrypt<Field extends string> {
  method: string;
  /** The most ciphers one call takes. */
  batchSize: number;
  /** The call's parameter with the list of ciphers, each item with its `tag` and `cipher`. */
  asked: string;
  /** The order id the cipher is bound to. */
  tag: string;
  cipher: string;
  /** The answer's list of items, each with its `tag`, `cipher` and (when it decrypted) `clear`. */
  answered: string;
  clear: string;
  /** An item's field set when it did not decrypt, where the platform has one. */
  failed?: string;
  /** The call as the protocol error names it when the answer has no list. */
  callName: string;
  /** The order once its row's fields are in clear. */
  orderOf: (row: CipheredOrderRow<Field>, clear: Record<Field, string>) => PlatformOrder;
}

/**
 * The rows' orders with their customers in clear, in as few calls as the batch size allows. A row
 * with any field that did not decrypt is put aside whole (never half a customer).
 */
export async function decryptRows<Field extends string>(
  rows: CipheredOrderRow<Field>[],
  decrypt: BatchDecrypt<Field>,
  call: PlatformCall,
): Promise<OrderPage> {
  const { batchSize, tag, cipher, answered, failed } = decrypt;
  const keyOf = (platformOrderId: unknown, sealed: unknown) => `${str(platformOrderId)}\u0000${str(sealed)}`;
  const wanted = rows.flatMap((r) =>
    Object.values<string>(r.ciphers).map((sealed) => ({ [tag]: r.platformOrderId, [cipher]: sealed })),
  );
  const clear = new Map<string, string>();
  for (let i = 0; i < wanted.length; i += batchSize) {
    const answer = await call(decrypt.method, { [decrypt.asked]: wanted.slice(i, i + batchSize) });
    const items = answer[answered];
    if (!Array.isArray(items)) throw new PlatformError('protocol', `${decrypt.callName}: no ${answered}`);
    for (const item of items as Answer[]) {
      const text = item[decrypt.clear];
      if (typeof text === 'string' && !(failed && item[failed]))
        clear.set(keyOf(item[tag], item[cipher]), text);
    }
  }
  const page: OrderPage = { orders: [], malformed: [] };
  for (const row of rows) {
    const fields = {} as Record<Field, string>;
    const missing = Object.entries<string>(row.ciphers).find(([field, sealed]) => {
      const value = clear.get(keyOf(row.platformOrderId, sealed));
      if (value !== undefined) fields[field as Field] = value;
      return value === undefined;
    });
    if (missing)
      page.malformed.push({
        platformOrderId: row.platformOrderId,
        updatedAt: row.updatedAt,
        reason: `${missing[0]} not decrypted`,
      });
    else page.orders.push(decrypt.orderOf(row, fields));
  }
  return page;
}

/**
 * What one pull does with each page of raw rows: reads them (`readRow` says why a row cannot be
 * used, or null to pass it over), decrypts the good ones, and hands the page (its orders in update
 * order) to `onPage` unless nothing is left of it. A row seen twice in one pull (a repeated page
 * row, the overlap of two window pieces) is passed on once; the same order with a later update
 * time is a new row.
 */
export function orderPagePasser<Field extends string>(
  readRow: (raw: unknown) => CipheredOrderRow<Field> | MalformedOrder | null,
  decrypt: BatchDecrypt<Field>,
  call: PlatformCall,
  onPage: (page: OrderPage) => Promise<void>,
): (rawRows: unknown[]) => Promise<void> {
  const seen = new Set<string>();
  return async (rawRows) => {
    const rows: CipheredOrderRow<Field>[] = [];
    const malformed: MalformedOrder[] = [];
    for (const raw of rawRows) {
      const row = readRow(raw);
      if (!row) continue;
      const key = `${row.platformOrderId}@${row.updatedAt?.getTime() ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if ('reason' in row) malformed.push(row);
      else rows.push(row);
    }
    const read = rows.length ? await decryptRows(rows, decrypt, call) : { orders: [], malformed: [] };
    read.orders.sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime());
    if (read.orders.length || malformed.length || read.malformed.length) {
      await onPage({ orders: read.orders, malformed: [...malformed, ...read.malformed] });
    }
  };
}

/** Where a platform's product list puts each thing, by its own names. */
export interface ProductListNames {
  /** The answer's products (a page) and its count of them all. */
  products: string;
  total: string;
  /** A product's id, title and SKUs. */
  productId: string;
  title: string;
  skus: string;
  skuId: string;
  /** A SKU's spec, what its title adds to its product's ('' for none). */
  specOf: (sku: Answer) => string;
}

/**
 * Every product of the shop, each followed by its SKUs (titled with the product's title and their
 * spec), asking `listPage` for page after page (from 1) until one is short or the total is reached.
 */
export async function listEveryProduct(
  pageSize: number,
  names: ProductListNames,
  listPage: (page: number) => Promise<Answer>,
): Promise<PlatformProduct[]> {
  const listOf = (v: unknown) => (Array.isArray(v) ? (v as Answer[]) : []);
  const all: PlatformProduct[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listPage(page);
    const products = listOf(answer[names.products]);
    for (const product of products) {
      const [productId, title] = [str(product[names.productId]), str(product[names.title])];
      all.push({ productId, skuId: '', title });
      for (const sku of listOf(product[names.skus])) {
        const spec = names.specOf(sku);
        all.push({ productId, skuId: str(sku[names.skuId]), title: spec ? `${title} ${spec}` : title });
      }
    }
    if (products.length < pageSize || page * pageSize >= Number(answer[names.total])) return all;
  }
}
