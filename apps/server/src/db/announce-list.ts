import { sql } from 'drizzle-orm';
import type { Executor } from './database';
import { EVENTS_CHANNEL, type ConsoleEvent, type ListDomain } from './event-bus';

/**
 * Tells the merchant's tabs that one of its lists changed (issue 39, "fresh data"), in the
 * caller's transaction: PostgreSQL delivers a notification at commit and never for a rollback,
 * and folds the same one sent many times in a transaction (a batch of orders: one event).
 * Sent from the one place each change is written (for orders: their creation, the life cycle,
 * the flag and the remark), since no migration's trigger announces these tables.
 */
export async function announceList(db: Executor, merchantId: number, domain: ListDomain): Promise<void> {
  const event: ConsoleEvent = { t: 'list', m: merchantId, d: domain };
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
