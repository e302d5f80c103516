import { and, eq, or } from 'drizzle-orm';
import { AGENT_CHILD_MERCHANT } from '@console/contract';
import type { Executor } from '../../db/database';
import { merchants } from './tables';

/** The account is a mobile number or an e-mail address (matched lower-cased). */
export async function findMerchantByAccount(db: Executor, account: string) {
  const normalized = account.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(merchants)
    .where(or(eq(merchants.mobile, normalized), eq(merchants.email, normalized)))
    .limit(1);
  return row ?? null;
}

export async function findMerchantByMobile(db: Executor, mobile: string) {
  const [row] = await db.select().from(merchants).where(eq(merchants.mobile, mobile)).limit(1);
  return row ?? null;
}

export async function findMerchantById(db: Executor, id: number) {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  return row ?? null;
}

export type MerchantRow = typeof merchants.$inferSelect;

/** The active agent whose invite code this is (any case), or null: a stale code names no one. */
export async function findInvitingAgent(db: Executor, invite: string): Promise<MerchantRow | null> {
  const [agent] = await db
    .select()
    .from(merchants)
    .where(
      and(
        eq(merchants.inviteCode, invite.toUpperCase()),
        eq(merchants.childMerchant, AGENT_CHILD_MERCHANT),
        eq(merchants.status, 'active'),
      ),
    )
    .limit(1);
  return agent ?? null;
}
