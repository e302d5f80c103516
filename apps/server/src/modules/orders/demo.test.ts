import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import {
  CUSTOMER_PHONE_PATTERN,
  ORDER_FLAGS,
  ORDER_SOURCES,
  ORDER_STATUSES,
  canTransition,
  isIdNumber,
  type OrderStatus,
} from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { maskIdNumber, maskName, maskPhone, openCustomer, searchHash } from '../../lib/personal-data';
import { toCents } from '../../lib/money';
import { verifyLedger } from '../money/verify';
import { DEMO_MERCHANTS } from '../../demo/cast';
import { mainlandDistricts, prng } from './demo/customers';
import { orderTime, planOrder, type PlanContext } from './demo/plan';
import { DEMO_ORDER_COUNTS } from './demo/seed-orders';
import { rawRows } from '../../db/raw-rows';
import { goods } from '../goods/tables';
import { ledgerEntries } from '../money/tables';
import { orderCommissionShares, orders, orderStatusHistory } from './tables';
import { transferSwitches } from '../transfer/tables';
import { seedDemo } from '../../demo/seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(
    t.ctx.db,
    t.ctx.storage,
    t.ctx.config.PUBLIC_URL,
    t.ctx.secrets.dataKey,
    t.ctx.config.TIME_ZONE,
  );
}, 180_000);
afterAll(() => t.close());

type Row = typeof orders.$inferSelect;
let all: Row[] = [];
const load = async () => {
  if (!all.length) all = await t.ctx.db.select().from(orders).orderBy(asc(orders.id));
  return all;
};

describe('the demo orders', () => {
  it('gives each demo merchant its orders, every status, source and flag present', async () => {
    const rows = await load();
    for (const m of DEMO_MERCHANTS) {
      const own = rows.filter((o) => o.merchantId === m.id);
      expect(own.length, String(m.id)).toBeGreaterThanOrEqual(DEMO_ORDER_COUNTS[m.id] ?? 0);
    }
    expect(new Set(rows.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(rows.map((o) => o.source))).toEqual(new Set(ORDER_SOURCES));
    expect(new Set(rows.map((o) => o.flag))).toEqual(new Set(ORDER_FLAGS));
    // The merchants people sign in with see every status of their own.
    for (const id of [10001, 10052, 10062]) {
      expect(new Set(rows.filter((o) => o.merchantId === id).map((o) => o.status)), String(id)).toEqual(
        new Set(ORDER_STATUSES),
      );
    }
    expect(rows.filter((o) => o.remark).length).toBeGreaterThan(rows.length / 10);
    // Over the last ninety days, newest first by id.
    const days = rows.map((o) => (Date.now() - o.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...days)).toBeLessThanOrEqual(90.1);
    expect(Math.max(...days)).toBeGreaterThan(80);
    expect(days.filter((d) => d < 1).length).toBeGreaterThan(50);
  });

  it('has a history for every order that follows the life cycle to its status', async () => {
    const rows = await load();
    const history = await t.ctx.db
      .select()
      .from(orderStatusHistory)
      .orderBy(asc(orderStatusHistory.orderId), asc(orderStatusHistory.id));
    const byOrder = new Map<number, (typeof history)[number][]>();
    for (const h of history) byOrder.set(h.orderId, [...(byOrder.get(h.orderId) ?? []), h]);
    const problems: string[] = [];
    for (const o of rows) {
      const lines = byOrder.get(o.id) ?? [];
      const first = lines[0];
      if (!first || first.fromStatus !== null || first.toStatus !== 'pending') problems.push(`${o.id} start`);
      for (let i = 1; i < lines.length; i += 1) {
        const [a, b] = [lines[i - 1]!, lines[i]!];
        if (b.fromStatus !== a.toStatus) problems.push(`${o.id} gap at ${i}`);
        if (!canTransition(b.fromStatus as OrderStatus, b.toStatus as OrderStatus)) {
          problems.push(`${o.id} ${b.fromStatus}→${b.toStatus}`);
        }
        if (b.createdAt < a.createdAt) problems.push(`${o.id} time at ${i}`);
      }
      const last = lines[lines.length - 1];
      if (last?.toStatus !== o.status) problems.push(`${o.id} ends ${last?.toStatus} not ${o.status}`);
      if (last && last.createdAt.getTime() !== o.updatedAt.getTime()) problems.push(`${o.id} updated_at`);
      if (first && first.createdAt.getTime() !== o.createdAt.getTime()) problems.push(`${o.id} created_at`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('fills what each status brings, and settles by the goods rule', async () => {
    const rows = await load();
    const catalogue = new Map((await t.ctx.db.select().from(goods)).map((g) => [g.id, g]));
    const reached = (o: Row, s: OrderStatus) => o.status === s;
    const problems: string[] = [];
    for (const o of rows) {
      const g = catalogue.get(o.goodsId)!;
      if (g.partnerId !== DEMO_MERCHANTS.find((m) => m.id === o.merchantId)!.partnerId)
        problems.push(`${o.id} goods`);
      // A sub-merchant's part of the reward is what its agent configured (see the split's test).
      const parent = DEMO_MERCHANTS.find((m) => m.id === o.merchantId)!.parentId;
      if (parent ? toCents(o.commission) > toCents(g.reward) : o.commission !== g.reward)
        problems.push(`${o.id} commission`);
      // Shipping is known from `shipped` on (a cancelled order may have been shipped or not).
      const hasShipping = Boolean(o.trackingNo && o.expressCompany);
      if (['shipped', 'activated', 'recharged', 'settled'].includes(o.status) && !hasShipping) {
        problems.push(`${o.id} no shipping`);
      }
      if (['pending', 'submitted', 'approved', 'rejected', 'transferred'].includes(o.status) && hasShipping) {
        problems.push(`${o.id} shipping too early`);
      }
      if (['activated', 'recharged', 'settled'].includes(o.status) !== Boolean(o.activatedAt)) {
        problems.push(`${o.id} activated_at`);
      }
      if (o.status !== 'pending' && o.status !== 'cancelled' && !o.upstreamNo)
        problems.push(`${o.id} upstream`);
      if ((reached(o, 'rejected') || reached(o, 'transferred')) !== Boolean(o.failReasonCode)) {
        // A transferred order was rejected first; a resubmitted one has its reason cleared.
        problems.push(`${o.id} reason`);
      }
      if (reached(o, 'settled')) {
        if (!o.settledAt) problems.push(`${o.id} settled_at`);
        if (g.settlementRule === 'first_recharge') {
          if (toCents(o.firstRechargeAmount ?? '0') < toCents(g.settlementMinRecharge!))
            problems.push(`${o.id} min`);
        } else if (o.firstRechargeAmount) problems.push(`${o.id} recharge on activation goods`);
      } else if (o.settledAt) problems.push(`${o.id} settled_at set`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('credited every settled order once through the ledger, and the ledger verifies', async () => {
    const rows = await load();
    const commissions = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.type, 'commission'));
    const byRef = new Map(commissions.map((e) => [`${e.merchantId}:${e.reference}`, e]));
    for (const o of rows) {
      const entry = byRef.get(`${o.merchantId}:${o.orderNo}`);
      if (o.status === 'settled') {
        expect(entry, o.orderNo).toMatchObject({ amount: o.commission, createdAt: o.settledAt });
      } else {
        expect(entry, o.orderNo).toBeUndefined();
      }
    }
    expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
  });

  it('records transfer chains and re-applies as the engine and the merchant make them', async () => {
    const rows = await load();
    const byId = new Map(rows.map((o) => [o.id, o]));
    const switches = await rawRows<{
      merchant_id: number;
      goods_id: number;
      reason_code: string;
      target: number;
    }>(
      t.ctx.db,
      sql`select s.merchant_id, c.goods_id, e.reason_code, e.target_goods_id as target
            from ${transferSwitches} s join transfer_configs c on c.id = s.config_id
            join transfer_entries e on e.config_id = c.id where s.is_open`,
    );
    const kinds = new Set<string>();
    for (const o of rows.filter((r) => r.previousId !== null)) {
      const old = byId.get(o.previousId!)!;
      kinds.add(o.changeKind!);
      expect(old.status).toBe('transferred');
      expect(o.chainRootId).toBe(old.chainRootId);
      expect([o.merchantId, o.agentId, o.source, o.phoneHash, o.nameEnc]).toEqual([
        old.merchantId,
        old.agentId,
        old.source,
        old.phoneHash,
        old.nameEnc,
      ]);
      expect(o.createdAt.getTime()).toBeGreaterThanOrEqual(old.createdAt.getTime());
      if (o.changeKind === 'transfer') {
        expect(
          switches.some(
            (s) =>
              Number(s.merchant_id) === o.merchantId &&
              Number(s.goods_id) === old.goodsId &&
              s.reason_code === old.failReasonCode &&
              Number(s.target) === o.goodsId,
          ),
          o.orderNo,
        ).toBe(true);
      }
    }
    expect(kinds).toEqual(new Set(['transfer', 'reapply']));
    for (const o of rows.filter((r) => r.status === 'transferred')) {
      expect(
        rows.filter((r) => r.previousId === o.id),
        o.orderNo,
      ).toHaveLength(1);
    }
  });

  it("gives the agent's sub-merchants' orders the agent, and no one else's", async () => {
    const rows = await load();
    for (const m of DEMO_MERCHANTS) {
      const agents = new Set(rows.filter((o) => o.merchantId === m.id).map((o) => o.agentId));
      expect([...agents], String(m.id)).toEqual([m.parentId ?? null]);
    }
    const parentOf = new Map(DEMO_MERCHANTS.map((m) => [m.id, m.parentId]));
    expect(
      rows.filter((o) => o.source === 'agent').every((o) => o.agentId === parentOf.get(o.merchantId)),
    ).toBe(true);
  });

  it('splits each sub-merchant order over its chain (three levels for 10006): the parts make the reward', async () => {
    const rows = (await load()).filter((o) => o.agentId !== null);
    const catalogue = new Map((await t.ctx.db.select().from(goods)).map((g) => [g.id, g]));
    const shares = await t.ctx.db.select().from(orderCommissionShares);
    const byOrder = new Map<number, typeof shares>();
    for (const s of shares) byOrder.set(s.orderId, [...(byOrder.get(s.orderId) ?? []), s]);
    const credited = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.type, 'commission'));
    const paid = new Set(credited.map((e) => `${e.merchantId}:${e.reference}:${e.amount}`));
    const problems: string[] = [];
    for (const o of rows) {
      const parts = byOrder.get(o.id) ?? [];
      if (parts.length !== (o.merchantId === 10006 ? 3 : 2)) problems.push(`${o.id} levels`);
      const sum = parts.reduce((n, s) => n + toCents(s.amount), 0);
      if (sum !== toCents(catalogue.get(o.goodsId)!.reward)) problems.push(`${o.id} sum`);
      for (const s of parts.filter((p) => p.level > 0 && o.status === 'settled' && toCents(p.amount) > 0))
        if (!paid.has(`${s.merchantId}:${o.orderNo}:${s.amount}`))
          problems.push(`${o.id} unpaid ${s.merchantId}`);
    }
    expect(rows.some((o) => o.merchantId === 10006)).toBe(true);
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('seals real-looking customers: valid ID numbers and phones, real areas, masks and search hashes that match', async () => {
    const rows = (await load()).filter((_, i) => i % 97 === 0);
    const districts = new Set(mainlandDistricts().all.map((d) => `${d.province}/${d.city}/${d.district}`));
    for (const o of rows) {
      const c = openCustomer(t.ctx.secrets.dataKey, o);
      expect(isIdNumber(c.idNumber), c.idNumber).toBe(true);
      expect(c.phone).toMatch(CUSTOMER_PHONE_PATTERN);
      expect(districts.has(`${c.province}/${c.city}/${c.district}`)).toBe(true);
      expect(c.idNumber.slice(0, 6)).toMatch(/^\d{6}$/);
      expect([o.nameMasked, o.phoneMasked, o.idNoMasked]).toEqual([
        maskName(c.name),
        maskPhone(c.phone),
        maskIdNumber(c.idNumber),
      ]);
      expect(o.phoneHash).toBe(searchHash(t.ctx.secrets.dataKey, c.phone));
      expect(o.idNoHash).toBe(searchHash(t.ctx.secrets.dataKey, c.idNumber));
      expect(c.address.length).toBeGreaterThan(3);
    }
  });

  it('is made the same way for the same moment, and not again over itself', async () => {
    const catalogue = await t.ctx.db.select().from(goods).where(eq(goods.partnerId, 1));
    const now = new Date('2026-03-01T04:00:00Z');
    const plan = () => {
      const c: PlanContext = {
        r: prng(42),
        now,
        merchantId: 1,
        zoneOffsetMs: 8 * 3_600_000,
        catalogue,
        transfers: new Map([[catalogue[0]!.id, new Map([['age_mismatch', catalogue[1]!.id]])]]),
        sources: [['store', 1]],
        agentId: null,
      };
      // What is written of each order (the links as the position of the order they name).
      const made = Array.from({ length: 200 }, () =>
        planOrder(c, orderTime(c.r, now, c.zoneOffsetMs)),
      ).flat();
      return made.map((o) => ({
        ...o,
        customerOf: o.customerOf && made.indexOf(o.customerOf),
        previous: o.previous && made.indexOf(o.previous),
        chainRoot: o.chainRoot && made.indexOf(o.chainRoot),
        history: o.history.map((h) => ({
          ...h,
          reason: typeof h.reason === 'string' ? h.reason : made.indexOf(h.reason),
        })),
      }));
    };
    expect(JSON.stringify(plan())).toBe(JSON.stringify(plan()));

    const [before] = await t.ctx.db.select({ n: count() }).from(orders);
    await seedDemo(t.ctx.db, t.ctx.storage, t.ctx.config.PUBLIC_URL, t.ctx.secrets.dataKey);
    const [after] = await t.ctx.db.select({ n: count() }).from(orders);
    expect(after!.n).toBe(before!.n);
  });
});
