import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ApiPath,
  Code,
  PARTNER_SUBSIDY,
  SubsidyListResult,
  SubsidyRechargeListResult,
  ENDPOINTS,
} from '@console/contract';
import { subsidies, subsidyRecharges } from './tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { grantSubsidy } from './subsidies';
import { verifyLedger } from './verify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function partner62() {
  const m = await makeMerchant(t.ctx, { partnerId: PARTNER_SUBSIDY });
  const [s] = await t.ctx.db
    .insert(subsidies)
    .values({ merchantId: m.id, kind: 'order', orderNo: 'DD62001', amount: '15.50', remark: '首充补贴' })
    .returning();
  await t.ctx.db
    .insert(subsidies)
    .values({ merchantId: m.id, kind: 'period', period: '2026-10', amount: '288.00' });
  await t.ctx.db
    .insert(subsidyRecharges)
    .values({ merchantId: m.id, rechargeNo: `SR${m.id}`, amount: '5000.00', remark: '补贴资金' });
  return { m, subsidy: s!, token: await signIn(t.ctx, m.id) };
}

describe('subsidies (partner 62)', () => {
  it('lists subsidies and recharges; a granted subsidy credits the ledger once', async () => {
    const { subsidy, token } = await partner62();
    expect(await grantSubsidy(t.ctx, subsidy.id)).toEqual({ applied: true });
    expect(await grantSubsidy(t.ctx, subsidy.id)).toEqual({ applied: false });

    const list = await t.call(ENDPOINTS.subsidyList, {}, { token });
    expect(SubsidyListResult.parse(list.data)).toEqual(list.data);
    expect(list.data.total).toBe(2);
    expect(list.data.list.map((s) => [s.kind, s.order_no, s.period, s.amount, s.status])).toEqual([
      ['period', '', '2026-10', '288.00', 'pending'],
      ['order', 'DD62001', '', '15.50', 'granted'],
    ]);
    expect(list.data.list[1]!.grant_time).toEqual(expect.any(String));
    const granted = await t.call(ENDPOINTS.subsidyList, { status: 'granted' }, { token });
    expect(granted.data.total).toBe(1);

    const ledger = await t.call(ENDPOINTS.ledgerList, {}, { token });
    expect(ledger.data.list.map((e) => [e.type, e.amount, e.reference, e.remark])).toEqual([
      ['subsidy', '15.50', `SUB${subsidy.id}`, 'DD62001'],
    ]);
    expect(ledger.data.balance).toBe('15.50');

    const recharges = await t.call(ENDPOINTS.subsidyRechargeList, {}, { token });
    expect(SubsidyRechargeListResult.parse(recharges.data)).toEqual(recharges.data);
    expect(recharges.data.list.map((r) => [r.amount, r.status, r.remark])).toEqual([
      ['5000.00', 'success', '补贴资金'],
    ]);
    expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
  });

  it('never grants a cancelled subsidy', async () => {
    const { m } = await partner62();
    const [s] = await t.ctx.db
      .insert(subsidies)
      .values({ merchantId: m.id, kind: 'order', orderNo: 'DD62009', amount: '9.00', status: 'cancelled' })
      .returning();
    await expect(grantSubsidy(t.ctx, s!.id)).rejects.toMatchObject({
      code: Code.subsidyCancelled,
      msgKey: 'err.subsidy_cancelled',
    });
    const [row] = await t.ctx.db.select().from(subsidies).where(eq(subsidies.id, s!.id));
    expect(row!.status).toBe('cancelled');
  });

  it('refuses both calls to other partners, and to a role without the permission', async () => {
    const other = await makeMerchant(t.ctx, { partnerId: 1 });
    const token = await signIn(t.ctx, other.id);
    expect((await t.call(ENDPOINTS.subsidyList, {}, { token })).code).toBe(Code.forbidden);
    expect((await t.call(ENDPOINTS.subsidyRechargeList, {}, { token })).code).toBe(Code.forbidden);
    expect((await t.call(ENDPOINTS.subsidyList, {})).code).toBe(Code.sessionExpired);
  });

  it('shows nothing of another merchant of partner 62', async () => {
    const a = await partner62();
    const b = await partner62();
    const list = await t.call(ENDPOINTS.subsidyList, {}, { token: a.token });
    expect(list.data.list.every((s) => s.id !== b.subsidy.id)).toBe(true);
    const recharges = await t.call(ENDPOINTS.subsidyRechargeList, {}, { token: a.token });
    expect(recharges.data.list.map((r) => r.recharge_no)).toEqual([`SR${a.m.id}`]);
  });

  it('names bad filters', async () => {
    const { token } = await partner62();
    // An unknown status on purpose: untyped (t.post).
    const bad = await t.post(ApiPath.subsidyList, { status: 'lost' }, { token });
    expect(bad).toMatchObject({ code: Code.validation });
    expect(bad.msg).toContain('状态无效');
    const range = await t.call(
      ENDPOINTS.subsidyRechargeList,
      { start_date: '2026-05-02', end_date: '2026-05-01' },
      { token },
    );
    expect(range.msg).toContain('结束日期不能早于开始日期');
  });
});
