// An id of another merchant in an export's filter is "not found", as in every other call: checked
// once, where every export task is made (createExportTask), from each exporter's `ids`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ApiPath, Code, ENDPOINTS } from '@console/contract';
import { tasks } from '../db/tables';
import { createTestApp, type TestApp } from '../test/test-app';
import { makeMerchant, signIn } from '../test/factories';
import { makeShop } from '../modules/capture/test-support';
import { makeGoods } from '../modules/goods/test-support';
import { makeAnchor, makeRoom } from '../modules/live/test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const taskCount = async (merchantId: number) =>
  (await t.ctx.db.select({ n: count() }).from(tasks).where(eq(tasks.merchantId, merchantId)))[0]!.n;

/** The integer fields of an exporter's query: each names a row, or is declared as naming none. */
function integerFields(query: z.ZodType): string[] {
  const schema = z.toJSONSchema(query, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string }>;
  };
  return Object.entries(schema.properties ?? {})
    .filter(([, p]) => p.type === 'integer')
    .map(([name]) => name);
}

describe('the ids in an export’s filter', () => {
  it('are declared by every exporter, each with how to tell it is the caller’s', () => {
    const undeclared = t.ctx.exporters.kinds().flatMap((kind) => {
      const exporter = t.ctx.exporters.get(kind)!;
      return integerFields(exporter.query)
        .filter((field) => !(field in (exporter.ids ?? {})))
        .map((field) => `${kind}.${field}`);
    });
    expect(undeclared).toEqual([]);
  });

  it('answer another merchant’s live room or anchor as not found, and make no task', async () => {
    const me = await makeMerchant(t.ctx);
    const other = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, me.id);
    const theirRoom = await makeRoom(t.ctx, other.id);
    const theirAnchor = await makeAnchor(t.ctx, other.id);
    for (const filter of [{ room: theirRoom.id }, { anchor: theirAnchor.id }, { room: 2 ** 31 - 1 }]) {
      const res = await t.call(ENDPOINTS.liveOrderExport, { task_name: 'x', ...filter }, { token });
      expect(res, JSON.stringify(filter)).toMatchObject({ code: Code.notFound, data: null });
    }
    expect(await taskCount(me.id)).toBe(0);
    const mine = await makeRoom(t.ctx, me.id);
    const ok = await t.call(ENDPOINTS.liveOrderExport, { task_name: 'x', room: mine.id }, { token });
    expect(ok.code, ok.msg).toBe(Code.ok);
  });

  it('answer another partner’s goods, another agent’s sub-merchant and another’s shop as not found', async () => {
    const agent = await makeMerchant(t.ctx, { childMerchant: 2, storeDataIsShow: true });
    const token = await signIn(t.ctx, agent.id);
    const stranger = await makeMerchant(t.ctx);
    const foreignGoods = await makeGoods(t.ctx, agent.partnerId + 1);
    const theirShop = await makeShop(t.ctx, stranger.id);
    const refused = [
      [ApiPath.orderExport, { sub_merchant_id: stranger.id }],
      [ApiPath.orderExport, { goods_id: foreignGoods.id }],
      [ApiPath.agentOrderExport, { sub_merchant_id: stranger.id }],
      [
        ApiPath.statsExport,
        { screen: 'day', shop_id: theirShop.id, start_date: '2026-01-01', end_date: '2026-01-02' },
      ],
    ] as const;
    // Filters naming what is not the caller's, on purpose: untyped (t.post).
    for (const [path, filter] of refused) {
      const res = await t.post(path, { task_name: 'x', ...filter }, { token });
      expect(res.code, `${path} ${JSON.stringify(filter)}`).toBe(Code.notFound);
    }
    expect(await taskCount(agent.id)).toBe(0);
    const sub = await makeMerchant(t.ctx, { parentId: agent.id });
    const goods = await makeGoods(t.ctx, agent.partnerId);
    for (const [endpoint, filter] of [
      [ENDPOINTS.orderExport, { sub_merchant_id: sub.id, goods_id: goods.id }],
      [ENDPOINTS.agentOrderExport, { sub_merchant_id: sub.id }],
    ] as const) {
      const res = await t.call(endpoint, { task_name: 'x', ...filter }, { token });
      expect(res.code, `${endpoint.path} ${res.msg}`).toBe(Code.ok);
    }
  });
});
