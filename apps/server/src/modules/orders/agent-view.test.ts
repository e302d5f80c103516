// Decision 046: what an agent sees of a sub-merchant's order is the masked row its lists show,
// nothing more. Detail, history (the chain of goods changes) and decrypt answer not found; an
// export writes the same masked row, even a full one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code, ENDPOINTS } from '@console/contract';
import { personalDataReveals } from '../../db/tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { rowsOf, taskFile } from './import/test-support';
import { makeOrder } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function agentWithSubOrder() {
  const agent = await makeMerchant(t.ctx, { childMerchant: 2 });
  const sub = await makeMerchant(t.ctx, { parentId: agent.id, childMerchant: 1, storeName: '下级小店' });
  const order = await makeOrder(t.ctx, sub.id, { agentId: agent.id, customer: { phone: '13712345678' } });
  const own = await makeOrder(t.ctx, agent.id, { customer: { phone: '13787654321' } });
  return { agent, sub, order, own, token: await signIn(t.ctx, agent.id) };
}

describe('an agent and its sub-merchant’s order', () => {
  it('sees the masked row in its order list', async () => {
    const { order, token } = await agentWithSubOrder();
    const list = await t.call(ENDPOINTS.orderList, {}, { token });
    const row = list.data.list.find((r) => r.id === order.id);
    expect(row).toMatchObject({ phone: '137****5678', editable: false });
  });

  it('gets no detail: not found, as a stranger’s order (its own order opens)', async () => {
    const { order, own, token } = await agentWithSubOrder();
    const detail = await t.call(ENDPOINTS.orderDetail, { id: order.id }, { token });
    expect(detail).toMatchObject({ code: Code.notFound, data: null });
    expect((await t.call(ENDPOINTS.orderDetail, { id: own.id }, { token })).code).toBe(Code.ok);
  });

  it('gets no history (the chain of goods changes): not found', async () => {
    const { order, own, token } = await agentWithSubOrder();
    const chain = await t.call(ENDPOINTS.orderChain, { id: order.id }, { token });
    expect(chain).toMatchObject({ code: Code.notFound, data: null });
    expect((await t.call(ENDPOINTS.orderChain, { id: own.id }, { token })).code).toBe(Code.ok);
  });

  it('reveals nothing: decrypt answers not found and records no reveal', async () => {
    const { agent, order, token } = await agentWithSubOrder();
    const refused = await t.call(ENDPOINTS.orderDecrypt, { id: order.id }, { token });
    expect(refused).toMatchObject({ code: Code.notFound, data: null });
    const recorded = await t.ctx.db
      .select()
      .from(personalDataReveals)
      .where(eq(personalDataReveals.merchantId, agent.id));
    expect(recorded).toEqual([]);
  });

  it('exports the masked row only, even in a full export', async () => {
    const { order, own, token } = await agentWithSubOrder();
    const res = await t.call(ENDPOINTS.orderExport, { task_name: 'x', full: true }, { token });
    expect(res.code, res.msg).toBe(Code.ok);
    const { workbook } = await taskFile(t, token, res.data.task_id);
    const rows = rowsOf(workbook!.worksheets[0]!).slice(1);
    const phoneOf = (orderNo: string) => rows.find((r) => r[0] === orderNo)?.[6];
    expect(phoneOf(order.orderNo)).toBe('137****5678');
    expect(phoneOf(own.orderNo)).toBe('13787654321');
  });
});
