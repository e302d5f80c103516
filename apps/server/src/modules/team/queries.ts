import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { staffMembers } from './tables';

/** A member of the merchant's team by id (a removed one too: their name stays in the records). */
export async function findStaffById(db: Executor, merchantId: number, staffId: number) {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.id, staffId), eq(staffMembers.merchantId, merchantId)))
    .limit(1);
  return row ?? null;
}

/** The staff member who signs in with this mobile number (at most one is on a team). */
export async function findStaffByMobile(db: Executor, mobile: string) {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.mobile, mobile), ne(staffMembers.status, 'removed')))
    .limit(1);
  return row ?? null;
}
