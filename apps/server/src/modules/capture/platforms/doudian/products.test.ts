import { describe, expect, it } from 'vitest';
import { PlatformError } from '../platform';
import { readPlatformJson, writePlatformJson } from '../platform-json';
import { productList, skuList } from './fake-calls';
import { createFakeState } from './fake-state';
import { type ShopCall } from './orders';
import { listEveryProduct } from './products';
import { canonicalJson } from './sign';

// product.listV2 answers at most 100 pages of 100 products (page × size ≤ 10,000): a shop with more
// is listed by creation-time ranges, each within the platform's window. Ten thousand sku.list calls
// over loopback take half a minute on a small machine, so here the client's walk meets the fake's
// own call handlers in-process, through the same JSON text both ways (client.test.ts lists
// products over HTTP).

const SHOP = '4463798';
const T0 = new Date('2024-05-01T12:00:00Z');

function shopWith(count: number) {
  let clock = new Date(T0.getTime() - 30 * 86_400_000);
  const state = createFakeState(() => clock);
  state.addProduct(SHOP, { productId: '3472490447010721067', title: '夏季男生白色短袖' });
  state.addProduct(SHOP, {
    productId: '3472490447010721067',
    skuId: '1736402086955032',
    title: '夏季男生白色短袖 默认',
  });
  for (let i = 1; i < count; i += 1) {
    // Made over thirty days, a minute apart: the creation time is what the ranges split.
    clock = new Date(clock.getTime() + 60_000);
    state.addProduct(SHOP, { productId: String(3600000000000000000n + BigInt(i)), title: `卡 ${i}` });
  }
  const calls: { method: string; params: Record<string, unknown> }[] = [];
  const api = (async <T>(method: string, params: Record<string, unknown>) => {
    const sent = readPlatformJson(canonicalJson(params)) as Record<string, unknown>;
    calls.push({ method, params: sent });
    const answer = method === 'product.listV2' ? productList(state, SHOP, sent) : skuList(state, SHOP, sent);
    const body = answer.body as { code: number; sub_msg: string; data?: unknown };
    if (body.code !== 10000)
      throw new PlatformError('refused', `${method}: ${body.code}`, String(body.code), body.sub_msg);
    return readPlatformJson(writePlatformJson(body.data)) as T;
  }) as ShopCall;
  return { api, calls };
}

describe('listEveryProduct: past listV2’s hundredth page', () => {
  it('lists all 10,050 products of a shop, each once, with their SKUs', async () => {
    const { api, calls } = shopWith(10_050);
    const listed = await listEveryProduct(api, Math.floor(T0.getTime() / 1000));
    const products = listed.filter((p) => p.skuId === '');
    expect(products).toHaveLength(10_050);
    expect(new Set(products.map((p) => p.productId)).size).toBe(10_050);
    expect(listed).toContainEqual({
      productId: '3472490447010721067',
      skuId: '1736402086955032',
      title: '夏季男生白色短袖 默认',
    });
    const pages = calls.filter((c) => c.method === 'product.listV2').map((c) => c.params);
    // Never past the platform's window, and by creation time once the shop is over it.
    expect(pages.every((p) => Number(p.page) * Number(p.size) <= 10_000)).toBe(true);
    expect(pages.some((p) => 'start_time' in p && 'end_time' in p)).toBe(true);
    expect(calls.filter((c) => c.method === 'sku.list')).toHaveLength(10_050);
  });

  it('lists a shop within the window page by page, without ranges', async () => {
    const { api, calls } = shopWith(250);
    expect(await listEveryProduct(api, Math.floor(T0.getTime() / 1000))).toHaveLength(251);
    expect(calls.filter((c) => c.method === 'product.listV2').map((c) => c.params.page)).toEqual([1, 2, 3]);
  });
});
