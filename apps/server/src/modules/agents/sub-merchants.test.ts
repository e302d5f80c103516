import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code, ENDPOINTS, ApiPath } from '@console/contract';
import { formatDateTime } from '../../lib/time';
import { createTestApp, type TestApp, type TestCallArgs, type TestEndpoint } from '../../test/test-app';
import { makeMerchant, signIn, TEST_PASSWORD } from '../../test/factories';
import { merchants } from '../auth/tables';
import { makeGoods } from '../goods/test-support';
import { makeOrder } from '../orders/test-support';
import { makeAgent, makeChain, makeSub } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(() => t.close());

const as = async (merchantId: number) => {
  const token = await signIn(t.ctx, merchantId);
  return <E extends TestEndpoint>(endpoint: E, ...[payload]: TestCallArgs<E>) =>
    t.call(endpoint, ...([payload, { token }] as TestCallArgs<E>));
};

describe('the sub-merchant list', () => {
  it('lists the direct sub-merchants, masked, with their orders and what they paid the agent', async () => {
    const [top, mid, seller] = await makeChain(t.ctx, 3);
    const other = await makeSub(t.ctx, top!, { storeName: '另一家店' });
    const goods = await makeGoods(t.ctx, top!.partnerId, { reward: '80.00' });
    const call = await as(top!.id);
    // The top keeps 20, the middle 10: the seller earns 50.
    await call(ENDPOINTS.agentRatesSave, { items: [{ goods_id: goods.id, commission: '60' }] });
    await (
      await as(mid!.id)
    )(ENDPOINTS.agentRatesSave, { items: [{ goods_id: goods.id, commission: '50' }] });
    await makeOrder(t.ctx, seller!.id, { goodsId: goods.id, status: 'settled' });
    await makeOrder(t.ctx, seller!.id, { goodsId: goods.id });
    await makeOrder(t.ctx, other.id, { goodsId: goods.id, status: 'settled' });

    const res = await call(ENDPOINTS.agentSubList, {});
    expect(res.code).toBe(Code.ok);
    expect(res.data.total).toBe(2);
    const row = res.data.list.find((r) => r.id === mid!.id)!;
    expect(row).toMatchObject({
      account: `${mid!.mobile.slice(0, 3)}****${mid!.mobile.slice(7)}`,
      is_agent: true,
      status: 'active',
      orders: 2,
      settled_orders: 1,
      commission: '20.00',
      period_commission: null,
    });
    expect(res.data.list.find((r) => r.id === other.id)).toMatchObject({ orders: 1, commission: '20.00' });
    // The time it joined, in the merchant's zone (the statement answers it as UTC text).
    const [joined] = await t.ctx.database.db
      .select({ at: merchants.createdAt })
      .from(merchants)
      .where(eq(merchants.id, mid!.id));
    expect(row.join_time).toBe(formatDateTime(joined!.at, t.ctx.config.TIME_ZONE));
    expect(res.data.invite_url).toContain(`invite=${top!.inviteCode}`);

    // The merchant's calendar day, not UTC's (after 16:00 UTC Shanghai is a day ahead).
    const today = formatDateTime(new Date(), t.ctx.config.TIME_ZONE).slice(0, 10);
    const period = await call(ENDPOINTS.agentSubList, {
      period_start: today,
      period_end: today,
    });
    expect(period.data.list.find((r) => r.id === mid!.id)!.period_commission).toBe('20.00');
    const past = await call(ENDPOINTS.agentSubList, {
      period_start: '2020-01-01',
      period_end: '2020-01-31',
    });
    expect(past.data.list.every((r) => r.period_commission === '0.00')).toBe(true);

    const found = await call(ENDPOINTS.agentSubList, { keyword: '另一家' });
    expect(found.data.list.map((r) => r.id)).toEqual([other.id]);
    const byAccount = await call(ENDPOINTS.agentSubList, { keyword: mid!.mobile });
    expect(byAccount.data.list.map((r) => r.id)).toEqual([mid!.id]);
    // Nothing found, or a page past the end: the agent's invite link still beside the empty list.
    const none = await call(ENDPOINTS.agentSubList, { keyword: 'no such store' });
    expect(none.data).toMatchObject({ list: [], total: 0, invite_code: top!.inviteCode });
    const beyond = await call(ENDPOINTS.agentSubList, { page: 99 });
    expect(beyond.data).toMatchObject({ list: [], total: res.data.total, invite_code: top!.inviteCode });
  });

  it('is refused to a merchant that is not an agent, a sub-merchant among them', async () => {
    const agent = await makeAgent(t.ctx);
    const sub = await makeSub(t.ctx, agent);
    for (const caller of [sub, await makeMerchant(t.ctx)]) {
      const call = await as(caller.id);
      expect((await call(ENDPOINTS.agentSubList)).code).toBe(Code.forbidden);
      expect((await call(ENDPOINTS.agentRates)).code).toBe(Code.forbidden);
      expect((await call(ENDPOINTS.agentOrderList)).code).toBe(Code.forbidden);
      expect((await call(ENDPOINTS.agentSubOptions)).code).toBe(Code.forbidden);
    }
  });

  it('refuses a wrong filter with a message naming the field', async () => {
    const agent = await makeAgent(t.ctx);
    const call = await as(agent.id);
    // An unknown status on purpose: untyped (t.post).
    const bad = await t.post(
      ApiPath.agentSubList,
      { status: 'gone' },
      { token: await signIn(t.ctx, agent.id) },
    );
    expect(bad.code).toBe(Code.validation);
    expect(bad.msg).toMatch(/^status[:：]/);
    const range = await call(ENDPOINTS.agentSubList, {
      period_start: '2026-02-01',
      period_end: '2026-01-01',
    });
    expect(range.code).toBe(Code.validation);
    expect(range.msg).toMatch(/^period_end[:：]/);
  });

  it('names every merchant below the agent for the pickers, with its level', async () => {
    const [top, mid, seller] = await makeChain(t.ctx, 3);
    const res = await (await as(top!.id))(ENDPOINTS.agentSubOptions);
    expect(res.data.list.map((r) => [r.id, r.level])).toEqual([
      [mid!.id, 1],
      [seller!.id, 2],
    ]);
  });
});

describe('enable and disable', () => {
  it('a disabled sub-merchant cannot sign in, loses its sessions and its links take no orders', async () => {
    const agent = await makeAgent(t.ctx);
    const sub = await makeSub(t.ctx, agent, { activatedAt: new Date() });
    const goods = await makeGoods(t.ctx, sub.partnerId, { nationwide: true, coverageCodes: [] });
    const subToken = await signIn(t.ctx, sub.id);
    const call = await as(agent.id);

    const off = await call(ENDPOINTS.agentSubStatus, { id: sub.id, status: 'disabled' });
    expect(off).toMatchObject({ code: Code.ok, data: { id: sub.id, status: 'disabled' } });
    expect((await t.call(ENDPOINTS.merchantInfo, undefined, { token: subToken })).code).toBe(
      Code.sessionExpired,
    );
    const login = await t.call(ENDPOINTS.login, {
      account: sub.mobile,
      password: TEST_PASSWORD,
      remember: false,
    });
    expect(login.code).toBe(Code.accountDisabled);
    const code = { promo_code: sub.promoCode, phone: '18800009999', purpose: 'apply' } as const;
    expect((await t.call(ENDPOINTS.storeSendCode, code)).code).toBe(Code.storeClosed);
    expect((await t.call(ENDPOINTS.storeGoods, { promo_code: sub.promoCode, goods_id: goods.id })).code).toBe(
      Code.storeClosed,
    );

    const on = await call(ENDPOINTS.agentSubStatus, { id: sub.id, status: 'active' });
    expect(on).toMatchObject({ code: Code.ok, data: { status: 'active' } });
    const again = await t.call(ENDPOINTS.login, {
      account: sub.mobile,
      password: TEST_PASSWORD,
      remember: false,
    });
    expect(again.code).toBe(Code.ok);
  });

  it('answers a sibling agent’s sub-merchant, a grandchild and the agent itself as not found', async () => {
    const [top, mid, seller] = await makeChain(t.ctx, 3);
    const sibling = await makeAgent(t.ctx, { partnerId: top!.partnerId });
    const strangers = await makeSub(t.ctx, sibling);
    const call = await as(top!.id);
    for (const id of [strangers.id, seller!.id, top!.id]) {
      expect((await call(ENDPOINTS.agentSubStatus, { id, status: 'disabled' })).code).toBe(Code.notFound);
    }
    const rows = await t.ctx.db.select().from(merchants).where(eq(merchants.id, seller!.id));
    expect(rows[0]!.status).toBe('active');
    // The middle agent may switch its own sub-merchant.
    expect(
      (await (await as(mid!.id))(ENDPOINTS.agentSubStatus, { id: seller!.id, status: 'disabled' })).code,
    ).toBe(Code.ok);
  });
});

describe('the invite code', () => {
  it('is renewed on request: the old one no longer finds the agent', async () => {
    const agent = await makeAgent(t.ctx);
    const res = await (await as(agent.id))(ENDPOINTS.agentInviteRenew);
    expect(res.code).toBe(Code.ok);
    expect(res.data.invite_code).not.toBe(agent.inviteCode);
    expect(res.data.invite_url).toContain(`invite=${res.data.invite_code}`);
    const old = await t.ctx.db.select().from(merchants).where(eq(merchants.inviteCode, agent.inviteCode));
    expect(old).toEqual([]);
  });
});
