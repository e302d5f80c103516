import type { AuditFilter } from '@console/contract';
import { and, count, desc, eq, ilike, isNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../db/like';
import { createdWithin } from '../../db/sql-helpers';
import { staffMembers } from '../team/tables';
import { auditRecords } from './tables';
import type { PageWindow } from '../../db/list-page';

export type AuditRow = typeof auditRecords.$inferSelect;

/** The filter as SQL; `person` is already narrowed to what the caller may read. */
function conditions(merchantId: number, f: AuditFilter, timeZone: string): SQL[] {
  const where: (SQL | undefined)[] = [eq(auditRecords.merchantId, merchantId)];
  if (f.person === 'owner') where.push(isNull(auditRecords.staffId));
  else if (typeof f.person === 'number') where.push(eq(auditRecords.staffId, f.person));
  if (f.action) where.push(eq(auditRecords.action, f.action));
  if (f.outcome) where.push(eq(auditRecords.outcome, f.outcome));
  if (f.object) where.push(ilike(auditRecords.object, containsPattern(f.object)));
  where.push(...createdWithin(auditRecords.createdAt, f, timeZone));
  return where.filter((c): c is SQL => !!c);
}

export async function auditPage(
  db: Executor,
  merchantId: number,
  f: AuditFilter,
  timeZone: string,
  page: PageWindow,
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditRecords)
    .where(and(...conditions(merchantId, f, timeZone)))
    .orderBy(desc(auditRecords.createdAt), desc(auditRecords.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The export's keyset page: newest first, after the last row's id (ids grow with time). */
export async function auditPageAfter(
  db: Executor,
  merchantId: number,
  f: AuditFilter,
  timeZone: string,
  afterId: number | null,
  limit: number,
): Promise<AuditRow[]> {
  const where = conditions(merchantId, f, timeZone);
  if (afterId !== null) where.push(lt(auditRecords.id, afterId));
  return db
    .select()
    .from(auditRecords)
    .where(and(...where))
    .orderBy(desc(auditRecords.id))
    .limit(limit);
}

export async function countAudit(db: Executor, merchantId: number, f: AuditFilter, timeZone: string) {
  const [row] = await db
    .select({ n: count() })
    .from(auditRecords)
    .where(and(...conditions(merchantId, f, timeZone)));
  return row?.n ?? 0;
}

/** The merchant's staff members ever added (removed ones too: their records stay theirs). */
export async function teamPeople(db: Executor, merchantId: number, staffId?: number) {
  return db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.merchantId, merchantId),
        staffId === undefined ? undefined : eq(staffMembers.id, staffId),
      ),
    )
    .orderBy(staffMembers.id);
}

/** Whether a staff id is one of the merchant's (another merchant's answers not found). */
export async function isTeamMember(db: Executor, merchantId: number, staffId: number) {
  const rows = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.merchantId, merchantId), eq(staffMembers.id, staffId)))
    .limit(1);
  return rows.length > 0;
}
