import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Code, ENDPOINTS } from '@console/contract';
import { balances, ledgerEntries } from './tables';
import { merchants } from '../auth/tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fundMerchant, makePayee } from './test-support';
import { makeMerchant, signIn } from '../../test/factories';
import { moveMoney, moveMoneyInBulk, readBalanceCents, settleCommission } from './ledger';
import { AppError } from '../../lib/app-error';
import { verifyLedger } from './verify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const entriesOf = (merchantId: number) =>
  t.ctx.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.merchantId, merchantId))
    .orderBy(ledgerEntries.id);

describe('settleCommission', () => {
  it('credits an order once, however often it is called, and each merchant of the order once', async () => {
    const m = await makeMerchant(t.ctx);
    const agent = await makeMerchant(t.ctx);
    const first = await settleCommission(t.ctx, { merchantId: m.id, orderRef: 'DD1001', amount: '12.34' });
    expect(first).toEqual({ applied: true, balance: '12.34' });
    const again = await settleCommission(t.ctx, { merchantId: m.id, orderRef: 'DD1001', amount: '12.34' });
    expect(again).toEqual({ applied: false, balance: '12.34' });
    // Inside the caller's transaction too (the orders issue settles within its own).
    await t.ctx.db.transaction((tx) =>
      settleCommission(tx, { merchantId: agent.id, orderRef: 'DD1001', amount: '3.10' }),
    );
    await settleCommission(t.ctx, { merchantId: m.id, orderRef: 'DD1002', amount: '0.66' });

    const rows = await entriesOf(m.id);
    expect(rows.map((e) => [e.type, e.amount, e.balanceAfter, e.reference])).toEqual([
      ['commission', '12.34', '12.34', 'DD1001'],
      ['commission', '0.66', '13.00', 'DD1002'],
    ]);
    expect(await readBalanceCents(t.ctx, m.id)).toBe(1300);
    expect(await readBalanceCents(t.ctx, agent.id)).toBe(310);
  });

  it('credits once when the same order is settled by many requests at the same moment', async () => {
    const m = await makeMerchant(t.ctx);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        settleCommission(t.ctx, { merchantId: m.id, orderRef: 'DD2001', amount: '50.00' }),
      ),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await readBalanceCents(t.ctx, m.id)).toBe(5000);
    expect(await entriesOf(m.id)).toHaveLength(1);
  });
});

describe('moveMoneyInBulk', () => {
  it('writes mixed moves in order with running balances, skipping events that moved already', async () => {
    const m = await makeMerchant(t.ctx);
    await t.ctx.db.transaction((tx) =>
      moveMoney(tx, { merchantId: m.id, type: 'adjustment', amountCents: 1_000, reference: 'OPEN' }),
    );
    const written = await t.ctx.db.transaction((tx) =>
      moveMoneyInBulk(tx, m.id, [
        { type: 'adjustment', amountCents: 1_000, reference: 'OPEN' }, // moved before: skipped
        { type: 'commission', amountCents: 250, reference: 'DD1' },
        { type: 'adjustment', amountCents: -1_200, reference: 'DD1' }, // another type: its own event
        { type: 'adjustment', amountCents: 1_200, reference: 'FIX1', remark: 'corrected' },
        { type: 'commission', amountCents: 250, reference: 'DD1' }, // twice in the call: once
      ]),
    );
    expect(written).toBe(3);
    const rows = await entriesOf(m.id);
    expect(rows.map((e) => [e.type, e.amount, e.balanceAfter, e.reference, e.remark])).toEqual([
      ['adjustment', '10.00', '10.00', 'OPEN', ''],
      ['commission', '2.50', '12.50', 'DD1', ''],
      ['adjustment', '-12.00', '0.50', 'DD1', ''],
      ['adjustment', '12.00', '12.50', 'FIX1', 'corrected'],
    ]);
    expect(await readBalanceCents(t.ctx, m.id)).toBe(1_250);
    expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
  });

  it('refuses the whole call when a move would take the balance below zero, writing nothing', async () => {
    const m = await makeMerchant(t.ctx);
    const refused = await t.ctx.db
      .transaction((tx) =>
        moveMoneyInBulk(tx, m.id, [
          { type: 'commission', amountCents: 500, reference: 'DD9' },
          { type: 'adjustment', amountCents: -501, reference: 'FIX9' },
        ]),
      )
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(await entriesOf(m.id)).toEqual([]);
    expect(await readBalanceCents(t.ctx, m.id)).toBe(0);
  });
});

describe('the database guards the ledger', () => {
  it('refuses to change or remove a ledger entry', async () => {
    const m = await makeMerchant(t.ctx);
    await fundMerchant(t.ctx, m.id, '10.00');
    const [entry] = await entriesOf(m.id);
    await expect(
      t.ctx.db.update(ledgerEntries).set({ amount: '1000.00' }).where(eq(ledgerEntries.id, entry!.id)),
    ).rejects.toThrow();
    await expect(t.ctx.db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id))).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`truncate ledger_entries`)).rejects.toThrow();
    expect((await entriesOf(m.id))[0]!.amount).toBe('10.00');
  });

  it('refuses a negative balance, a negative running balance and a second entry of one event', async () => {
    const m = await makeMerchant(t.ctx);
    await expect(
      t.ctx.db.update(balances).set({ balance: '-0.01' }).where(eq(balances.merchantId, m.id)),
    ).rejects.toThrow();
    await expect(
      t.ctx.db.insert(ledgerEntries).values({
        merchantId: m.id,
        type: 'adjustment',
        amount: '-1.00',
        balanceAfter: '-1.00',
        reference: 'X',
      }),
    ).rejects.toThrow();
    await t.ctx.db
      .insert(ledgerEntries)
      .values({ merchantId: m.id, type: 'adjustment', amount: '1.00', balanceAfter: '1.00', reference: 'Y' });
    // Keeps this merchant consistent for the other tests' verifyLedger.
    await t.ctx.db.update(balances).set({ balance: '1.00' }).where(eq(balances.merchantId, m.id));
    await expect(
      t.ctx.db.insert(ledgerEntries).values({
        merchantId: m.id,
        type: 'adjustment',
        amount: '1.00',
        balanceAfter: '2.00',
        reference: 'Y',
      }),
    ).rejects.toThrow();
  });

  it('verifyLedger finds a balance that disagrees with its entries', async () => {
    const m = await makeMerchant(t.ctx);
    await fundMerchant(t.ctx, m.id, '5.00');
    expect((await verifyLedger(t.ctx.db)).problems.filter((p) => p.merchantId === m.id)).toEqual([]);
    // A write that bypasses the service (what the check exists to catch).
    await t.ctx.db.update(balances).set({ balance: '6.00' }).where(eq(balances.merchantId, m.id));
    const problems = (await verifyLedger(t.ctx.db)).problems.filter((p) => p.merchantId === m.id);
    expect(problems.map((p) => p.problem)).toEqual([
      'balance 6.00 <> sum of entries 5.00',
      'last entry ' + (await entriesOf(m.id))[0]!.id + ' says 5.00, balance is 6.00',
    ]);
    await t.ctx.db.update(balances).set({ balance: '5.00' }).where(eq(balances.merchantId, m.id));
  });
});

describe('concurrency', () => {
  it('balance 100, 20 withdrawals of 60 at the same moment: exactly one succeeds, 40 left', async () => {
    const m = await makeMerchant(t.ctx, { canRepeatApply: true });
    await fundMerchant(t.ctx, m.id, '100.00');
    const payee = await makePayee(t.ctx, m.id);
    const token = await signIn(t.ctx, m.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call(
          ENDPOINTS.withdrawApply,
          { amount: '60', account_id: payee.id, idempotency_key: `concurrent-${i}-key` },
          { token },
        ),
      ),
    );
    const won = answers.filter((a) => a.code === Code.ok);
    expect(won).toHaveLength(1);
    expect(won[0]!.data.balance).toBe('40.00');
    expect(answers.filter((a) => a.code === Code.insufficientBalance)).toHaveLength(19);
    expect(answers.find((a) => a.code !== Code.ok)!.msg).toBe('余额不足，当前可用余额 40.00 元');
    const [b] = await t.ctx.db.select().from(balances).where(eq(balances.merchantId, m.id));
    expect(b!.balance).toBe('40.00');
    expect((await entriesOf(m.id)).map((e) => e.balanceAfter)).toEqual(['100.00', '40.00']);
    expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
  });

  it('many merchants moving money at once keep every balance equal to its entries', async () => {
    const list = await Promise.all(Array.from({ length: 5 }, () => makeMerchant(t.ctx)));
    await Promise.all(
      list.flatMap((m) =>
        Array.from({ length: 8 }, (_, i) =>
          settleCommission(t.ctx, { merchantId: m.id, orderRef: `MANY-${i}`, amount: `${i + 1}.01` }),
        ),
      ),
    );
    for (const m of list) expect(await readBalanceCents(t.ctx, m.id)).toBe(3600 + 8);
    expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
  });
});

describe('/api/merchant/info', () => {
  it('shows the balance the ledger holds', async () => {
    const m = await makeMerchant(t.ctx);
    await fundMerchant(t.ctx, m.id, '1234.50');
    await settleCommission(t.ctx, { merchantId: m.id, orderRef: 'DD-INFO', amount: '0.5' });
    const res = await t.call(ENDPOINTS.merchantInfo, undefined, { token: await signIn(t.ctx, m.id) });
    expect(res.data.merchant.money).toBe('1235.00');
    expect(res.data.balance).toBe('1235.00');
    const [row] = await t.ctx.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, m.id));
    expect(row).toBeDefined();
  });
});
