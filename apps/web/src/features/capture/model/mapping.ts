import { MAPPING_BATCH_MAX, type MappingSavePayload, type ProductRow } from '@console/contract';

/** A product row's key: a product with every SKU (sku '') or one SKU of it. */
export const productKey = (row: Pick<ProductRow, 'product_id' | 'sku_id'>): string =>
  `${row.product_id}\u0000${row.sku_id}`;

/** The goods chosen on screen, by product key; null clears a mapping. */
export type MappingDraft = ReadonlyMap<string, number | null>;

/** The goods a row shows: the one chosen on screen, else the stored one. */
export function shownGoods(row: ProductRow, draft: MappingDraft): number | null {
  const key = productKey(row);
  return draft.has(key) ? (draft.get(key) ?? null) : row.goods_id;
}

/** The rows whose choice differs from what is stored: only these are saved. */
export function changedItems(rows: readonly ProductRow[], draft: MappingDraft): MappingSavePayload['items'] {
  return rows.flatMap((row) => {
    const key = productKey(row);
    if (!draft.has(key)) return [];
    const goods = draft.get(key) ?? null;
    if (goods === row.goods_id) return [];
    return [{ product_id: row.product_id, sku_id: row.sku_id, goods_id: goods }];
  });
}

/** The save calls of a set of changes: batches of the most one save takes. */
export function mappingBatches(shop: number, items: MappingSavePayload['items']): MappingSavePayload[] {
  const batches: MappingSavePayload[] = [];
  for (let start = 0; start < items.length; start += MAPPING_BATCH_MAX) {
    batches.push({ shop, items: items.slice(start, start + MAPPING_BATCH_MAX) });
  }
  return batches;
}
