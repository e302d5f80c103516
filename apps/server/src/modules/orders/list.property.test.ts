import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import {
  ApiPath,
  Code,
  ORDER_SOURCES,
  ORDER_STATUSES,
  OrderListPayload,
  OrderListResult,
  type OrderStatus,
} from '@console/contract';
import { orders } from './tables';
import { formatDateTime } from '../../lib/time';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeGoods } from '../goods/test-support';
import { makeMerchant, signIn } from '../../test/factories';
import { makeOrder, testIdNumber } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Known {
  id: number;
  orderNo: string;
  merchantId: number;
  agentId: number | null;
  goodsId: number;
  source: string;
  status: string;
  flag: number;
  day: string;
  createdAt: number;
  phone: string;
  idNumber: string;
}

const PHONES = ['13911110000', '13922220000', '13933330000'];
const ID_NUMBERS = [testIdNumber(4), testIdNumber(5), testIdNumber(6)];
const STATUSES: OrderStatus[] = ['pending', 'rejected', 'approved', 'settled', 'cancelled'];
const SOURCES = ['store', 'douyin', 'pdd'] as const;

/**
 * The list as a model: the same filter over the known orders in JavaScript, for the caller's
 * scope (an agent's takes in its sub-merchants' link orders), newest first, one page.
 */
function expected(
  all: Known[],
  caller: { id: number; agent: boolean },
  q: ReturnType<typeof OrderListPayload.parse>,
) {
  const rows = all
    .filter((o) => {
      if (q.sub_merchant_id > 0) {
        if (!caller.agent || o.merchantId !== q.sub_merchant_id || o.agentId !== caller.id) return false;
      } else if (o.merchantId !== caller.id && !(caller.agent && o.agentId === caller.id)) return false;
      if (q.goods_id > 0 && o.goodsId !== q.goods_id) return false;
      if (q.source && o.source !== q.source) return false;
      if (q.start_date && o.day < q.start_date) return false;
      if (q.end_date && o.day > q.end_date) return false;
      if (q.order_no && o.orderNo !== q.order_no) return false;
      if (q.phone && o.phone !== q.phone) return false;
      if (q.id_number && o.idNumber !== q.id_number) return false;
      if (q.flag >= 0 && o.flag !== q.flag) return false;
      return true;
    })
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  const counts: Record<string, number> = Object.fromEntries([...ORDER_STATUSES, 'all'].map((s) => [s, 0]));
  for (const o of rows) {
    counts[o.status]! += 1;
    counts.all! += 1;
  }
  const matching = q.status ? rows.filter((o) => o.status === q.status) : rows;
  const from = (q.page - 1) * q.page_size;
  return { ids: matching.slice(from, from + q.page_size).map((o) => o.id), total: matching.length, counts };
}

describe('the order list under random filters (fast-check)', () => {
  it('never answers 5xx; a valid filter answers exactly the model’s page and tabs, an invalid one a named field', async () => {
    const agent = await makeMerchant(t.ctx, { childMerchant: 2 });
    const sub = await makeMerchant(t.ctx, { parentId: agent.id, childMerchant: 1 });
    const stranger = await makeMerchant(t.ctx);
    const goodsIds = [
      (await makeGoods(t.ctx, agent.partnerId)).id,
      (await makeGoods(t.ctx, agent.partnerId)).id,
    ];
    // A spread of orders: every combination is not needed, only enough that filters cut.
    const plan: { merchantId: number; agentId?: number }[] = [
      ...Array.from({ length: 12 }, () => ({ merchantId: agent.id })),
      ...Array.from({ length: 6 }, () => ({ merchantId: sub.id, agentId: agent.id })),
      ...Array.from({ length: 3 }, () => ({ merchantId: sub.id })),
      ...Array.from({ length: 3 }, () => ({ merchantId: stranger.id, agentId: agent.id + 999_999 })),
    ];
    const made: { id: number; phone: string; idNumber: string }[] = [];
    for (const [i, p] of plan.entries()) {
      const phone = PHONES[i % PHONES.length]!;
      const idNumber = ID_NUMBERS[(i >> 1) % ID_NUMBERS.length]!;
      const o = await makeOrder(t.ctx, p.merchantId, {
        goodsId: p.merchantId === stranger.id ? undefined : goodsIds[i % 2],
        ...(p.agentId ? { agentId: p.agentId } : {}),
        source: SOURCES[i % SOURCES.length],
        status: STATUSES[i % STATUSES.length],
        customer: { phone, idNumber },
        createdAt: new Date(Date.now() - (i % 6) * 2 * 86_400_000 - i * 60_000),
      });
      made.push({ id: o.id, phone, idNumber });
      if (i % 4 === 0)
        await t.ctx.db
          .update(orders)
          .set({ flag: (i % 3) + 1 })
          .where(eq(orders.id, o.id));
    }
    const rows = await t.ctx.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          made.map((m) => m.id),
        ),
      );
    const tz = t.ctx.config.TIME_ZONE;
    const known: Known[] = rows.map((r) => {
      const m = made.find((x) => x.id === r.id)!;
      return {
        id: r.id,
        orderNo: r.orderNo,
        merchantId: r.merchantId,
        agentId: r.agentId,
        goodsId: r.goodsId,
        source: r.source,
        status: r.status,
        flag: r.flag,
        day: formatDateTime(r.createdAt, tz).slice(0, 10),
        createdAt: r.createdAt.getTime(),
        phone: m.phone,
        idNumber: m.idNumber,
      };
    });
    const callers = [
      { id: agent.id, agent: true, token: await signIn(t.ctx, agent.id) },
      { id: sub.id, agent: false, token: await signIn(t.ctx, sub.id) },
    ];
    const days = [...new Set(known.map((k) => k.day))];

    // Each field: mostly absent (so that several filters together still match rows), else a
    // value that occurs, sometimes anything at all.
    const junk = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.anything(),
    );
    const field = <T>(good: fc.Arbitrary<T>) =>
      fc.oneof(
        { weight: 12, arbitrary: fc.constant(undefined) },
        { weight: 5, arbitrary: good },
        { weight: 1, arbitrary: junk },
      );
    const payload = fc.record(
      {
        page: field(fc.integer({ min: 1, max: 4 })),
        page_size: field(fc.integer({ min: 1, max: 12 })),
        status: field(fc.constantFrom('', ...ORDER_STATUSES)),
        goods_id: field(fc.constantFrom(0, ...goodsIds, 2_147_483_647)),
        source: field(fc.constantFrom('', ...ORDER_SOURCES)),
        start_date: field(fc.constantFrom('', ...days, '2024-02-29')),
        end_date: field(fc.constantFrom('', ...days, '2099-12-31')),
        order_no: field(fc.constantFrom('', ...known.map((k) => k.orderNo), '000000000000000000')),
        phone: field(fc.constantFrom('', ...PHONES, '13800000000')),
        id_number: field(fc.constantFrom('', ...ID_NUMBERS, ...ID_NUMBERS.map((v) => v.toLowerCase()))),
        flag: field(fc.integer({ min: -1, max: 6 })),
        sub_merchant_id: field(fc.constantFrom(0, sub.id, stranger.id, agent.id)),
      },
      { requiredKeys: [] },
    );

    let valid = 0;
    let found = 0;
    await fc.assert(
      fc.asyncProperty(payload, fc.constantFrom(...callers), async (body, caller) => {
        // The property sends any value of each field, valid or not: untyped on purpose (t.post).
        const res = await t.post(ApiPath.orderList, body, {
          token: caller.token,
          lang: 'en-US',
        });
        expect(res.status).toBeLessThan(500);
        // What the server receives is the JSON text (NaN becomes null, undefined keys vanish).
        const text = JSON.stringify(body);
        const parsed = OrderListPayload.safeParse(JSON.parse(text));
        if (!parsed.success) {
          expect(res.code).toBe(Code.validation);
          // A NUL character or a prototype key is refused before any field is looked at.
          if (!/\\u0000|__proto__|"constructor"/.test(text)) {
            expect(res.msg).toContain(String(parsed.error.issues[0]!.path[0] ?? ''));
          }
          return;
        }
        valid += 1;
        expect(res.code).toBe(Code.ok);
        // The answer read by the contract's result schema: the property's calls go out untyped.
        const data = OrderListResult.parse(res.data);
        expect(data).toEqual(res.data);
        const model = expected(known, caller, parsed.data);
        expect(data.list.map((o) => o.id)).toEqual(model.ids);
        expect(data.total).toBe(model.total);
        expect(data.status_counts).toEqual(model.counts);
        for (const o of data.list) expect(o.editable).toBe(o.sub_merchant_id === null);
        if (data.list.length > 0) found += 1;
      }),
      { numRuns: 300 },
    );
    // The generators are meant to reach the database often, not only the validator, and to
    // find rows there, not only empty pages.
    expect(valid).toBeGreaterThan(75);
    expect(found).toBeGreaterThan(20);
  });
});
