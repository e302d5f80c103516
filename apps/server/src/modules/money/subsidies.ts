import { and, desc, eq, type SQL } from 'drizzle-orm';
import { type moneyEndpoints } from '@console/contract';
import type { Tx } from '../../db/database';
import { subsidies, subsidyRecharges } from './tables';
import { AppError } from '../../lib/app-error';
import { notFound } from '../../lib/errors';
import type { AppContext, ServiceOf } from '../../lib/context';
import { toCents, twoPlaces } from '../../lib/money';
import { createdWithin } from '../../db/sql-helpers';
import { inTransaction, moveMoney } from './ledger';
import { MoneyError } from './errors';
import { isoTimeOrNull } from '../../lib/time';
import { countRows, pageAnswer, pageWindow } from '../../db/list-page';

const money = twoPlaces;

export const subsidyList: ServiceOf<typeof moneyEndpoints.subsidyList> = async (ctx, merchantId, q) => {
  const where = and(
    eq(subsidies.merchantId, merchantId),
    ...(q.status ? [eq(subsidies.status, q.status)] : []),
    ...createdWithin(subsidies.createdAt, q, ctx.config.TIME_ZONE),
  );
  const page = pageWindow(q);
  return pageAnswer(
    ctx.db
      .select()
      .from(subsidies)
      .where(where)
      .orderBy(desc(subsidies.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(ctx.db, subsidies, where),
    (s) => ({
      id: s.id,
      kind: s.kind,
      order_no: s.orderNo,
      period: s.period,
      amount: money(s.amount),
      status: s.status,
      remark: s.remark,
      create_time: s.createdAt.toISOString(),
      grant_time: isoTimeOrNull(s.grantedAt),
    }),
  );
};

export const subsidyRechargeList: ServiceOf<typeof moneyEndpoints.subsidyRechargeList> = async (
  ctx,
  merchantId,
  q,
) => {
  const conditions: SQL[] = [
    eq(subsidyRecharges.merchantId, merchantId),
    ...(q.status ? [eq(subsidyRecharges.status, q.status)] : []),
    ...createdWithin(subsidyRecharges.createdAt, q, ctx.config.TIME_ZONE),
  ];
  const where = and(...conditions);
  const page = pageWindow(q);
  return pageAnswer(
    ctx.db
      .select()
      .from(subsidyRecharges)
      .where(where)
      .orderBy(desc(subsidyRecharges.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(ctx.db, subsidyRecharges, where),
    (r) => ({
      id: r.id,
      recharge_no: r.rechargeNo,
      amount: money(r.amount),
      status: r.status,
      remark: r.remark,
      create_time: r.createdAt.toISOString(),
    }),
  );
};

/** The ledger reference of a subsidy: one credit per subsidy. */
export const subsidyReference = (id: number) => `SUB${id}`;

/**
 * Grants a pending subsidy: its status and the credit to the merchant's ledger in one transaction.
 * Granting it again changes nothing; a cancelled one cannot be granted.
 */
export function grantSubsidy(txOrCtx: Tx | AppContext, subsidyId: number, when?: Date) {
  return inTransaction(txOrCtx, async (tx) => {
    const [s] = await tx.select().from(subsidies).where(eq(subsidies.id, subsidyId)).for('update');
    if (!s) throw notFound();
    if (s.status === 'granted') return { applied: false };
    if (s.status !== 'pending') throw new AppError(MoneyError.subsidyCancelled);
    const grantedAt = when ?? new Date();
    await moveMoney(tx, {
      merchantId: s.merchantId,
      type: 'subsidy',
      amountCents: toCents(s.amount),
      reference: subsidyReference(s.id),
      remark: s.kind === 'order' ? s.orderNo : s.period,
      at: grantedAt,
    });
    await tx.update(subsidies).set({ status: 'granted', grantedAt }).where(eq(subsidies.id, s.id));
    return { applied: true };
  });
}
