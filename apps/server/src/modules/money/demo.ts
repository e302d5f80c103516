import { PARTNER_SUBSIDY } from '@console/contract';
import type { Tx } from '../../db/database';
import type { DemoMerchant } from '../../demo/cast';
import type { DemoSeed } from '../../demo/seed-context';
import { payeeAccounts, subsidies, subsidyRecharges, withdrawals } from './tables';
import { fromCents } from '../../lib/money';
import { dayStamp } from '../../lib/time';
import { type BulkMovement, moveMoneyInBulk } from './ledger';
import { payeeValues } from './payees';
import { grantSubsidy } from './subsidies';

const DAY = 86_400_000;
/** A fixed time of day, so that the history looks like a working day's, not the seed's instant. */
const daysAgo = (now: number, days: number, hour = 10) => {
  const d = new Date(now - days * DAY);
  d.setUTCHours(hour - 8, (days * 7) % 60, 0, 0); // hour in Asia/Shanghai
  return d;
};

/**
 * A demo merchant's money, written through the ledger service like any other move: an opening
 * adjustment, commissions over the last four weeks, a paid withdrawal and a rejected (refunded)
 * one, two payee accounts; for partner 62 also subsidies (granted and pending) and recharges.
 * No request is left pending: with `canRepeatApply` false it would block the demo's first request.
 */
export async function seedDemoMoney(
  tx: Tx,
  { dataKey, timeZone }: Pick<DemoSeed, 'dataKey' | 'timeZone'>,
  m: DemoMerchant,
  now = Date.now(),
) {
  const [bank, alipay] = await tx
    .insert(payeeAccounts)
    .values([
      payeeValues(dataKey, m.id, {
        kind: 'bank',
        bank_name: '招商银行',
        card_no: `62258802${String(m.id).padStart(8, '0')}`,
        holder: m.customer,
      }),
      payeeValues(dataKey, m.id, { kind: 'alipay', account: m.email, holder: m.customer }),
    ])
    .returning();
  if (!bank || !alipay) throw new Error('demo payee accounts not written');

  // The moves in the order they happened, written through the ledger in one go at the end.
  const moves: BulkMovement[] = [
    {
      type: 'adjustment',
      amountCents: 50_000,
      reference: `ADJ${m.id}-OPEN`,
      remark: '开户奖励',
      at: daysAgo(now, 30, 9),
    },
  ];
  // Commissions: a deterministic spread of amounts per merchant (no randomness in the demo).
  for (let i = 0; i < 12; i++) {
    const days = 28 - i * 2;
    moves.push({
      type: 'commission',
      amountCents: 3_500 + ((m.id * 37 + i * 1_913) % 9_000),
      reference: `DD${m.id}${String(i + 1).padStart(4, '0')}`,
      remark: '订单激活佣金',
      at: daysAgo(now, days, 11 + (i % 6)),
    });
    if (days === 20) {
      moves.push(...(await demoWithdrawal(tx, timeZone, m.id, bank, 30_000, 'paid', daysAgo(now, 19, 15))));
    }
    if (days === 10) {
      moves.push(
        ...(await demoWithdrawal(tx, timeZone, m.id, alipay, 10_044, 'rejected', daysAgo(now, 9, 16))),
      );
    }
  }
  await moveMoneyInBulk(tx, m.id, moves);
  if (m.partnerId === PARTNER_SUBSIDY) await seedSubsidies(tx, m.id, now);
}

/** Writes a decided withdrawal; answers its moves (the debit, and the refund of a rejected one). */
async function demoWithdrawal(
  tx: Tx,
  timeZone: string,
  merchantId: number,
  account: typeof payeeAccounts.$inferSelect,
  cents: number,
  outcome: 'paid' | 'rejected',
  at: Date,
): Promise<BulkMovement[]> {
  const withdrawNo = `W${dayStamp(at, timeZone)}D${merchantId}${outcome === 'paid' ? 1 : 2}`;
  const decidedAt = new Date(at.getTime() + 3 * 3_600_000);
  const reason = outcome === 'rejected' ? '收款账户信息与实名不符' : '';
  await tx.insert(withdrawals).values({
    merchantId,
    withdrawNo,
    amount: fromCents(cents),
    status: outcome,
    payeeAccountId: account.id,
    accountKind: account.kind,
    bankName: account.bankName,
    accountMasked: account.accountMasked,
    holder: account.holder,
    idempotencyKey: `demo-${withdrawNo}`,
    reason,
    createdAt: at,
    decidedAt,
    paidAt: outcome === 'paid' ? new Date(decidedAt.getTime() + 86_400_000) : null,
  });
  const debit: BulkMovement = { type: 'withdrawal', amountCents: -cents, reference: withdrawNo, at };
  if (outcome === 'paid') return [debit];
  return [
    debit,
    { type: 'withdrawal_refund', amountCents: cents, reference: withdrawNo, remark: reason, at: decidedAt },
  ];
}

async function seedSubsidies(tx: Tx, merchantId: number, now: number) {
  await tx.insert(subsidyRecharges).values([
    {
      merchantId,
      rechargeNo: `SR${merchantId}001`,
      amount: '5000.00',
      remark: '11 月补贴资金',
      createdAt: daysAgo(now, 27),
    },
    {
      merchantId,
      rechargeNo: `SR${merchantId}002`,
      amount: '3000.00',
      remark: '追加补贴资金',
      createdAt: daysAgo(now, 12),
    },
    {
      merchantId,
      rechargeNo: `SR${merchantId}003`,
      amount: '2000.00',
      status: 'processing',
      remark: '12 月补贴资金',
      createdAt: daysAgo(now, 1),
    },
  ]);
  const made = await tx
    .insert(subsidies)
    .values([
      {
        merchantId,
        kind: 'order',
        orderNo: `DD${merchantId}0003`,
        amount: '15.00',
        remark: '新用户首充补贴',
        createdAt: daysAgo(now, 22),
      },
      {
        merchantId,
        kind: 'order',
        orderNo: `DD${merchantId}0006`,
        amount: '15.00',
        remark: '新用户首充补贴',
        createdAt: daysAgo(now, 16),
      },
      {
        merchantId,
        kind: 'period',
        period: '2026-10',
        amount: '288.00',
        remark: '月度激活量补贴',
        createdAt: daysAgo(now, 14),
      },
      {
        merchantId,
        kind: 'order',
        orderNo: `DD${merchantId}0009`,
        amount: '20.00',
        remark: '偏远地区配送补贴',
        createdAt: daysAgo(now, 8),
      },
      {
        merchantId,
        kind: 'order',
        orderNo: `DD${merchantId}0011`,
        amount: '10.00',
        status: 'cancelled',
        remark: '订单已退货',
        createdAt: daysAgo(now, 4),
      },
      {
        merchantId,
        kind: 'order',
        orderNo: `DD${merchantId}0012`,
        amount: '15.00',
        remark: '新用户首充补贴',
        createdAt: daysAgo(now, 2),
      },
    ])
    .returning();
  // In the order they were made (the lists show newest first by id). The first four are granted,
  // each crediting the ledger a day after it was made; then a cancelled one and a pending one.
  for (const s of made.slice(0, 4)) await grantSubsidy(tx, s.id, new Date(s.createdAt.getTime() + DAY));
}

/** The money of each demo merchant this run created, each in a transaction of its own. */
export async function seedDemoBalances(seed: DemoSeed): Promise<void> {
  for (const m of seed.created) await seed.db.transaction((tx) => seedDemoMoney(tx, seed, m));
}
