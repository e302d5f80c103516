import type { PlatformProduct } from '../platform';
import { int64 } from '../platform-json';
import type { ShopCall } from './orders';
import { DD_LIMITS, type DdProduct, type DdProductListAnswer, type DdSku } from './protocol';

// Products: `product.listV2` page by page, each product's SKUs from `sku.list` (listV2 carries
// none). listV2 answers at most 100 pages of 100 (page × size ≤ 10,000): a shop with more is
// listed by its products' creation time (`start_time` / `end_time`, the request's own filter),
// the range halved until each part holds 10,000 or fewer.

const idText = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** An id the platform takes as an int64 (a bare number); an id that is not digits as it is. */
export const int64Param = (id: string): bigint | string => (/^\d+$/.test(id) ? int64(id) : id);

/** sku.list calls in flight at once. */
const SKU_CALLS_AT_ONCE = 4;

interface CreationRange {
  /** Unix seconds, both meant included. */
  from: number;
  to: number;
}

/**
 * Every product of the shop, each followed by its SKUs (titled with the product's name and their
 * spec values). `nowSeconds` ends the creation-time range when one is needed.
 */
export async function listEveryProduct(api: ShopCall, nowSeconds: number): Promise<PlatformProduct[]> {
  const found = new Map<string, DdProduct>();
  const size = DD_LIMITS.productPage;

  const listPage = async (range: CreationRange | null, page: number) => {
    // A second more on each side: whether the platform counts the ends in or not (it documents
    // its update-time range as exclusive), no product falls between two parts; repeats are dropped.
    const filter = range ? { start_time: range.from - 1, end_time: range.to + 1 } : {};
    const answer = await api<DdProductListAnswer>('product.listV2', { ...filter, page, size });
    const products = Array.isArray(answer?.data) ? answer.data : [];
    for (const p of products) {
      const key = idText(p?.product_id);
      if (key && !found.has(key)) found.set(key, p);
    }
    return { count: products.length, total: Number(answer?.total) || 0 };
  };

  async function walk(range: CreationRange | null): Promise<void> {
    const first = await listPage(range, 1);
    const halves = range ?? { from: 1, to: nowSeconds };
    if (first.total > DD_LIMITS.productWindow && halves.to - halves.from >= 2) {
      const middle = Math.floor((halves.from + halves.to) / 2);
      await walk({ from: halves.from, to: middle });
      await walk({ from: middle, to: halves.to });
      return;
    }
    // Within the platform's window (or more than 10,000 products made within two seconds: the
    // first 10,000 of them are what the platform lists).
    let count = first.count;
    for (
      let page = 2;
      count === size && (page - 1) * size < first.total && page <= DD_LIMITS.productPages;
      page += 1
    ) {
      count = (await listPage(range, page)).count;
    }
  }

  await walk(null);
  // The SKUs of a few products asked at once (each answer kept in its product's place): a shop of
  // thousands of products is one sku.list call each, the platform's rate limit retried with backoff.
  const listed = [...found];
  const skusOf: DdSku[][] = new Array<DdSku[]>(listed.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < listed.length; i = next++) {
      const skus = await api<DdSku[]>('sku.list', { product_id: int64Param(listed[i]![0]) });
      skusOf[i] = Array.isArray(skus) ? skus : [];
    }
  };
  await Promise.all(Array.from({ length: Math.min(SKU_CALLS_AT_ONCE, listed.length) }, worker));
  return listed.flatMap(([productId, p], i) => {
    const name = typeof p.name === 'string' ? p.name : '';
    return [
      { productId, skuId: '', title: name },
      ...skusOf[i]!.map((sku) => {
        const spec = [sku.spec_detail_name1, sku.spec_detail_name2, sku.spec_detail_name3].filter(Boolean);
        return { productId, skuId: idText(sku.id), title: [name, ...spec].join(' ') };
      }),
    ];
  });
}
