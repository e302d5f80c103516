import { and, desc, eq, inArray, isNotNull, or, type SQL, sql, sum, gt } from 'drizzle-orm';
import { CHAIN_DEPTH_MAX, type SubMerchantFilter } from '@console/contract';
import type { Executor } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { createdWithin } from '../../db/sql-helpers';
import { merchants } from '../auth/tables';
import { agentChildTotals, orderCommissionShares } from '../orders/tables';
import { countRows, type PageWindow } from '../../db/list-page';

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

/**
 * A page of the agent's sub-merchants, newest first, with the figures kept per sub-merchant
 * (`agent_child_totals`: its orders and those of its own tree, and what they paid this agent).
 */
export async function subMerchantPage(
  db: Executor,
  agentId: number,
  f: SubMerchantFilter,
  timeZone: string,
  page: PageWindow,
) {
  return db
    .select({
      id: merchants.id,
      mobile: merchants.mobile,
      storeName: merchants.storeName,
      status: merchants.status,
      childMerchant: merchants.childMerchant,
      createdAt: merchants.createdAt,
      orders: sql<number>`coalesce(${agentChildTotals.orders}, 0)`.mapWith(Number),
      settledOrders: sql<number>`coalesce(${agentChildTotals.settledOrders}, 0)`.mapWith(Number),
      commission: sql<string>`coalesce(${agentChildTotals.commission}, 0)`,
    })
    .from(merchants)
    .leftJoin(
      agentChildTotals,
      and(eq(agentChildTotals.agentId, agentId), eq(agentChildTotals.childId, merchants.id)),
    )
    .where(subWhere(agentId, f, timeZone))
    .orderBy(desc(merchants.createdAt), desc(merchants.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type SubMerchantRecord = Awaited<ReturnType<typeof subMerchantPage>>[number];

/** The agent's invite code, or null: the list shows it beside the rows (one column, not the row). */
export async function inviteCodeOf(db: Executor, agentId: number): Promise<string | null> {
  const [row] = await db
    .select({ inviteCode: merchants.inviteCode })
    .from(merchants)
    .where(eq(merchants.id, agentId));
  return row?.inviteCode ?? null;
}

export async function countSubMerchants(
  db: Executor,
  agentId: number,
  f: SubMerchantFilter,
  timeZone: string,
) {
  return countRows(db, merchants, subWhere(agentId, f, timeZone));
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
