import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ApiPath, Code, DECRYPT_PER_MINUTE, OrderPersonalData, ENDPOINTS } from '@console/contract';
import { personalDataReveals } from '../../db/tables';
import { rolePermissions } from '../auth/tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { makeOrder } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function merchantWithToken(overrides: Parameters<typeof makeMerchant>[1] = {}) {
  const m = await makeMerchant(t.ctx, overrides);
  return { m, token: await signIn(t.ctx, m.id) };
}
const decrypt = (token: string, id: number, ip = '127.0.0.1') =>
  t.call(
    ENDPOINTS.orderDecrypt,
    { id },
    {
      token,
      ip,
      lang: 'en-US',
      headers: { 'user-agent': 'Mozilla/5.0 (vitest)' },
    },
  );
const reveals = (merchantId: number) =>
  t.ctx.db.select().from(personalDataReveals).where(eq(personalDataReveals.merchantId, merchantId));

describe('POST /api/apply/decrypt', () => {
  it('reveals one own order’s personal data in full and records who, when, from where and which', async () => {
    const { m, token } = await merchantWithToken();
    const o = await makeOrder(t.ctx, m.id, {
      customer: {
        name: '欧阳娜娜',
        phone: '13812341234',
        idNumber: '11010119900101004X',
        province: '广东省',
        city: '深圳市',
        district: '南山区',
        address: '科技园路1号',
      },
    });
    const res = await decrypt(token, o.id, '203.0.113.9');
    expect(res.code).toBe(Code.ok);
    expect(OrderPersonalData.parse(res.data)).toEqual(res.data);
    expect(res.data).toEqual({
      customer_name: '欧阳娜娜',
      phone: '13812341234',
      id_number: '11010119900101004X',
      address: '广东省 深圳市 南山区 科技园路1号',
    });
    const [record, ...more] = await reveals(m.id);
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      kind: 'order',
      orderId: o.id,
      complaintId: null,
      taskId: null,
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (vitest)',
    });
    expect(Date.now() - record!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('answers another merchant’s order, a missing one and an agent’s sub-merchant order as not found, unrecorded', async () => {
    const { m, token } = await merchantWithToken();
    const theirs = await makeOrder(t.ctx, (await makeMerchant(t.ctx)).id);
    expect((await decrypt(token, theirs.id)).code).toBe(Code.notFound);
    expect((await decrypt(token, 2 ** 45)).code).toBe(Code.notFound);
    expect(await reveals(m.id)).toEqual([]);

    const { m: agent, token: agentToken } = await merchantWithToken({ childMerchant: 2 });
    const sub = await makeMerchant(t.ctx, { parentId: agent.id, childMerchant: 1 });
    const viaLink = await makeOrder(t.ctx, sub.id, { agentId: agent.id });
    // The agent sees the masked row in its list, and nothing more (decision 046).
    expect((await t.call(ENDPOINTS.orderDetail, { id: viaLink.id }, { token: agentToken })).code).toBe(
      Code.notFound,
    );
    const refused = await decrypt(agentToken, viaLink.id);
    expect(refused.code).toBe(Code.notFound);
    expect(refused.data).toBeNull();
    expect(await reveals(agent.id)).toEqual([]);
  });

  it('is refused without the get action of the order permission', async () => {
    const { m, token } = await merchantWithToken();
    const o = await makeOrder(t.ctx, m.id);
    const where = and(eq(rolePermissions.merchantId, m.id), eq(rolePermissions.permissionId, 'order'));
    await t.ctx.db
      .update(rolePermissions)
      .set({ actions: ['query', 'edit', 'export'] })
      .where(where);
    const res = await decrypt(token, o.id);
    expect(res.code).toBe(Code.forbidden);
    expect(res.data).toBeNull();
    expect(await reveals(m.id)).toEqual([]);
    // The list still opens: only the reveal needs `get`.
    expect((await t.call(ENDPOINTS.orderList, {}, { token })).code).toBe(Code.ok);
  });

  it(`allows ${DECRYPT_PER_MINUTE} reveals a minute per account, then answers too many requests`, async () => {
    const { m, token } = await merchantWithToken();
    const o = await makeOrder(t.ctx, m.id);
    for (let i = 0; i < DECRYPT_PER_MINUTE; i++) expect((await decrypt(token, o.id)).code).toBe(Code.ok);
    const limited = await decrypt(token, o.id, '198.51.100.7');
    expect(limited.code).toBe(Code.tooManyRequests);
    expect(limited.data).toBeNull();
    expect(await reveals(m.id)).toHaveLength(DECRYPT_PER_MINUTE);
    // Per account, not per address: another session of the same account is limited too; another
    // account is not.
    expect((await decrypt(await signIn(t.ctx, m.id), o.id, '192.0.2.1')).code).toBe(Code.tooManyRequests);
    const { m: n, token: nToken } = await merchantWithToken();
    expect((await decrypt(nToken, (await makeOrder(t.ctx, n.id)).id)).code).toBe(Code.ok);
    // A minute later the window has moved on.
    await t.ctx.db
      .update(personalDataReveals)
      .set({ createdAt: sql`${personalDataReveals.createdAt} - interval '61 seconds'` })
      .where(eq(personalDataReveals.merchantId, m.id));
    expect((await decrypt(token, o.id)).code).toBe(Code.ok);
  });

  it('lets no more than the limit through when the calls arrive at once', async () => {
    const { m, token } = await merchantWithToken();
    const o = await makeOrder(t.ctx, m.id);
    const answers = await Promise.all(
      Array.from({ length: DECRYPT_PER_MINUTE + 5 }, () => decrypt(token, o.id)),
    );
    expect(answers.filter((a) => a.code === Code.ok)).toHaveLength(DECRYPT_PER_MINUTE);
    expect(answers.filter((a) => a.code === Code.tooManyRequests)).toHaveLength(5);
    expect(await reveals(m.id)).toHaveLength(DECRYPT_PER_MINUTE);
  });

  it('names the id of a bad payload', async () => {
    const { token } = await merchantWithToken();
    for (const body of [{}, { id: 0 }, { id: '12' }, { id: 1.25 }]) {
      // Deliberately wrong payloads: untyped on purpose (t.post).
      const res = await t.post(ApiPath.orderDecrypt, body, { token, lang: 'en-US' });
      expect(res.code).toBe(Code.validation);
      expect(res.msg).toContain('id');
    }
  });
});
