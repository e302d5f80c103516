import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { merchantCoverage } from './tables';
import { operators } from '../goods/tables';

export type OperatorRow = typeof operators.$inferSelect;

export const listOperatorRows = (db: Executor): Promise<OperatorRow[]> =>
  db.select().from(operators).orderBy(asc(operators.id));

export async function findOperator(db: Executor, id: number): Promise<OperatorRow | null> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row ?? null;
}

export async function coverageCodes(db: Executor, merchantId: number, operatorId: number): Promise<string[]> {
  const [row] = await db
    .select({ codes: merchantCoverage.codes })
    .from(merchantCoverage)
    .where(and(eq(merchantCoverage.merchantId, merchantId), eq(merchantCoverage.operatorId, operatorId)));
  return row?.codes ?? [];
}

/** Replaces the merchant's choice for the operator in one statement (an upsert). */
export async function storeCoverage(db: Executor, merchantId: number, operatorId: number, codes: string[]) {
  await db
    .insert(merchantCoverage)
    .values({ merchantId, operatorId, codes })
    .onConflictDoUpdate({
      target: [merchantCoverage.merchantId, merchantCoverage.operatorId],
      set: { codes, updatedAt: new Date() },
    });
}
