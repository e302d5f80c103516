import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { auditRecords } from './tables';

/** A merchant's audit records, oldest first. */
export const recordsOf = (ctx: AppContext, merchantId: number) =>
  ctx.db
    .select()
    .from(auditRecords)
    .where(eq(auditRecords.merchantId, merchantId))
    .orderBy(asc(auditRecords.id));
