import { describe, expect, it } from 'vitest';
import { MAPPING_BATCH_MAX, type ProductRow } from '@console/contract';
import { changedItems, mappingBatches, productKey, shownGoods } from './mapping';

const row = (product_id: string, sku_id: string, goods_id: number | null): ProductRow => ({
  product_id,
  sku_id,
  title: product_id,
  goods_id,
  goods_name: goods_id ? `goods ${goods_id}` : null,
  waiting: 0,
});

describe('the mapping draft', () => {
  const rows = [row('P1', '', null), row('P1', 'S1', 4), row('P2', '', 5)];

  it('keys a product and each of its SKUs apart', () => {
    expect(productKey(rows[0]!)).not.toBe(productKey(rows[1]!));
  });

  it('shows the choice on screen over the stored goods, a cleared one as none', () => {
    const draft = new Map([[productKey(rows[1]!), null]]);
    expect(shownGoods(rows[1]!, draft)).toBeNull();
    expect(shownGoods(rows[2]!, draft)).toBe(5);
  });

  it('saves only what differs from the stored mapping, a cleared one as null', () => {
    const draft = new Map<string, number | null>([
      [productKey(rows[0]!), 9], // new
      [productKey(rows[1]!), null], // cleared
      [productKey(rows[2]!), 5], // chosen again: unchanged
    ]);
    expect(changedItems(rows, draft)).toEqual([
      { product_id: 'P1', sku_id: '', goods_id: 9 },
      { product_id: 'P1', sku_id: 'S1', goods_id: null },
    ]);
  });

  it('splits a large save into batches the server takes', () => {
    const items = Array.from({ length: MAPPING_BATCH_MAX + 1 }, (_, i) => ({
      product_id: `P${i}`,
      sku_id: '',
      goods_id: 1,
    }));
    const batches = mappingBatches(3, items);
    expect(batches.map((b) => b.items.length)).toEqual([MAPPING_BATCH_MAX, 1]);
    expect(batches.every((b) => b.shop === 3)).toBe(true);
  });
});
