import type { FakeOrderInput } from '../fake';
import { demoCustomer, prng } from '../../../orders/demo/customers';

// Orders for the fake Doudian in tests, demos and the benchmark: the orders module's demo
// customers (valid names, mobiles, 18-digit ID numbers with their check character, real
// districts, ages 18–60), one update time a second from `start`. Deterministic by seed.
// (A -support file may use another module's internals; the orders module does not export these.)

export interface DoudianOrderPlan {
  shopId: string;
  /** Products (and optionally SKUs) the orders are spread over, in turn. */
  products: { productId: string; skuId?: string }[];
  count: number;
  /** The first order's time; each next one a second later (distinct update times). */
  start: Date;
  seed?: number;
  /** Share of live-room sales (room, anchor and video ids set). */
  liveShare?: number;
}

export function doudianOrderInputs(plan: DoudianOrderPlan): FakeOrderInput[] {
  const r = prng(plan.seed ?? 1);
  return Array.from({ length: plan.count }, (_, i) => {
    const at = new Date(plan.start.getTime() + i * 1000);
    const product = plan.products[i % plan.products.length]!;
    const live = r.chance(plan.liveShare ?? 0.5);
    return {
      shopId: plan.shopId,
      productId: product.productId,
      skuId: product.skuId,
      customer: demoCustomer(r, at),
      at,
      ...(live
        ? {
            roomId: `7${r.between(100_000_000, 999_999_999)}`,
            authorId: String(r.between(1e8, 9e8)),
            videoId: `v0${r.int(1e9)}`,
          }
        : {}),
    };
  });
}
