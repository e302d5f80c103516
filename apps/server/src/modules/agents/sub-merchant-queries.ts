import { and, eq, inArray, isNotNull, or, type SQL, sql, sum, gt } from 'drizzle-orm';
import { CHAIN_DEPTH_MAX, type SubMerchantFilter } from '@console/contract';
import type { Executor } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { createdWithin } from '../../db/sql-helpers';
import { merchants } from '../auth/tables';
import { orderCommissionShares } from '../orders/tables';
import { countRows, limitOffset, type PageWindow } from '../../db/list-page';

/** The agent's direct sub-merchants matching the filter (keyword: part of the store name, or the account). */
function subWhere(agentId: number, f: SubMerchantFilter, timeZone: string): SQL {
  const c: SQL[] = [eq(merchants.parentId, agentId)];
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    c.push(or(sql`${merchants.storeName} ilike ${like}`, eq(merchants.mobile, f.keyword))!);
  }
  if (f.status) c.push(eq(merchants.status, f.status));
  c.push(...createdWithin(merchants.createdAt, f, timeZone));
  return and(...c)!;
}

/** A sub-merchant of the list as its statement answers it (the names the rows and the export read). */
export interface SubMerchantRecord {
  id: number;
  mobile: string;
  storeName: string;
  status: (typeof merchants.$inferSelect)['status'];
  childMerchant: number;
  /** A raw query's UTC text on both drivers (`localTime` reads it). */
  createdAt: Date | string;
  orders: number;
  settledOrders: number;
  commission: string;
}

/**
 * A page of the agent's sub-merchants, newest first, with the figures kept per sub-merchant
 * (`agent_child_totals`: its orders and those of its own tree, and what they paid this agent).
 * Plain statements, as the goods list's (decision 086): the builder's select and its mapping
 * back were a third of the call beside its SQL.
 */
export function subMerchantPage(
  db: Executor,
  agentId: number,
  f: SubMerchantFilter,
  timeZone: string,
  page: PageWindow,
): Promise<SubMerchantRecord[]> {
  return rawRows<SubMerchantRecord>(
    db,
    sql`select merchants.id, merchants.mobile, merchants.store_name as "storeName", merchants.status,
        merchants.child_merchant as "childMerchant", merchants.created_at as "createdAt",
        coalesce(t.orders, 0) as orders, coalesce(t.settled_orders, 0) as "settledOrders",
        coalesce(t.commission, 0) as commission
      from merchants
        left join agent_child_totals t on t.agent_id = ${agentId} and t.child_id = merchants.id
      where ${subWhere(agentId, f, timeZone)}
      order by merchants.created_at desc, merchants.id desc ${limitOffset(page)}`,
  );
}

/** The count of the page's rows: the join above adds none (one totals row per agent and child at most). */
export function countSubMerchants(db: Executor, agentId: number, f: SubMerchantFilter, timeZone: string) {
  return countRows(db, merchants, subWhere(agentId, f, timeZone));
}

/**
 * `countSubMerchants` and the agent's invite code (the list shows it beside the rows), in one
 * statement that always answers one row: a third statement of its own cost the call about as much
 * of the server's time as reading the page did.
 */
export async function countWithInviteCode(
  db: Executor,
  agentId: number,
  f: SubMerchantFilter,
  timeZone: string,
): Promise<{ total: number; inviteCode: string | null }> {
  const [row] = await rawRows<{ n: number | string; code: string | null }>(
    db,
    sql`select count(*)::int as n,
        (select agent.invite_code from merchants agent where agent.id = ${agentId}) as code
      from merchants where ${subWhere(agentId, f, timeZone)}`,
  );
  return { total: Number(row?.n ?? 0), inviteCode: row?.code ?? null };
}

/** What orders through each of `childIds` paid the agent when settled within the period. */
export async function periodCommissions(
  db: Executor,
  agentId: number,
  childIds: readonly number[],
  period: { start_date: string; end_date: string },
  timeZone: string,
): Promise<Map<number, string>> {
  if (!childIds.length) return new Map();
  const s = orderCommissionShares;
  const rows = await db
    .select({ childId: s.childId, total: sum(s.amount) })
    .from(s)
    .where(
      and(
        eq(s.merchantId, agentId),
        gt(s.level, 0),
        isNotNull(s.settledAt),
        inArray(s.childId, [...childIds]),
        ...createdWithin(s.settledAt, period, timeZone),
      ),
    )
    .groupBy(s.childId);
  return new Map(rows.map((r) => [Number(r.childId), r.total ?? '0']));
}

/** A direct sub-merchant of the agent, or null (another agent's, a grandchild, nobody). */
export async function findSubMerchant(db: Executor, agentId: number, id: number) {
  const [row] = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.id, id), eq(merchants.parentId, agentId)));
  return row ?? null;
}

/** Every merchant below the agent, any level, with its depth (1: a direct sub-merchant). */
export async function descendantsOf(db: Executor, agentId: number) {
  const rows = await rawRows<{ id: number; store_name: string; level: number }>(
    db,
    sql`with recursive down(id, store_name, level) as (
          select id, store_name, 1 from merchants where parent_id = ${agentId}
          union all
          select m.id, m.store_name, down.level + 1 from merchants m join down on m.parent_id = down.id
          where down.level < ${CHAIN_DEPTH_MAX}
        ) select id, store_name, level from down order by level, id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    storeName: r.store_name,
    level: Number(r.level),
  }));
}
