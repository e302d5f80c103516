import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { AGENT_CHILD_MERCHANT, CHAIN_DEPTH_MAX } from '@console/contract';
import type { Executor } from '../../db/database';
import { merchants } from '../auth/tables';
import { goods, operators } from '../goods/tables';
import { commissionRates } from './tables';
import { countRows, type PageWindow } from '../../db/list-page';

/** The goods an agent can sell: its partner's, on sale (keyword: part of the name). */
function sellable(partnerId: number, keyword: string): SQL {
  const c: SQL[] = [eq(goods.partnerId, partnerId), eq(goods.onSale, true)];
  if (keyword) c.push(ilike(goods.name, `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`));
  return and(...c)!;
}

export async function sellableGoodsPage(db: Executor, partnerId: number, keyword: string, page: PageWindow) {
  return db
    .select({ id: goods.id, name: goods.name, reward: goods.reward, carrier: operators.carrier })
    .from(goods)
    .innerJoin(operators, eq(operators.id, goods.operatorId))
    .where(sellable(partnerId, keyword))
    .orderBy(asc(goods.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countSellableGoods(db: Executor, partnerId: number, keyword: string) {
  return countRows(db, goods, sellable(partnerId, keyword));
}

/** Of the given goods, which the agent can sell (its partner's, on sale), by id. */
export async function sellableGoodsByIds(db: Executor, partnerId: number, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: goods.id, name: goods.name, reward: goods.reward })
    .from(goods)
    .where(and(eq(goods.partnerId, partnerId), eq(goods.onSale, true), inArray(goods.id, [...ids])));
}

/** The agent's configured rows for these goods and targets (0: the default). */
export async function ratesOf(
  db: Executor,
  agentId: number,
  goodsIds: readonly number[],
  targets: readonly number[],
) {
  if (!goodsIds.length) return [];
  return db
    .select()
    .from(commissionRates)
    .where(
      and(
        eq(commissionRates.agentId, agentId),
        inArray(commissionRates.goodsId, [...goodsIds]),
        inArray(commissionRates.subMerchantId, [...targets]),
      ),
    );
}
export type RateRecord = Awaited<ReturnType<typeof ratesOf>>[number];

/** The agents below `agentId` (any level), top down: whose rates a drop of this one's may cap. */
export async function agentsBelow(db: Executor, agentId: number): Promise<number[]> {
  const found: number[] = [];
  let level = [agentId];
  for (let depth = 0; level.length && depth < CHAIN_DEPTH_MAX; depth += 1) {
    const rows = await db
      .select({ id: merchants.id, childMerchant: merchants.childMerchant })
      .from(merchants)
      .where(inArray(merchants.parentId, level));
    level = rows.map((r) => r.id);
    found.push(...rows.filter((r) => r.childMerchant === AGENT_CHILD_MERCHANT).map((r) => r.id));
  }
  return found;
}
