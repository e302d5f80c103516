import { and, inArray, sql } from 'drizzle-orm';
import { CHAIN_DEPTH_MAX } from '@console/contract';
import type { Executor } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { toCents } from '../../lib/money';
import { commissionRates } from '../agents/tables';

/** One level's part of an order's commission (level 0: the seller). */
export interface ChainShare {
  merchantId: number;
  level: number;
  /** The merchant one level below (null for the seller). */
  childId: number | null;
  cents: number;
}

/** How a goods' reward splits over a seller's chain of agents. */
export interface Split {
  /** What the seller earns: `orders.commission`. */
  sellerCents: number;
  /** The seller's agent (null: none, and then `shares` is empty: the seller takes it all). */
  parentId: number | null;
  shares: ChainShare[];
}

/** A configured commission: of `agentId` for `subId` (null: none; the agent's own then passes down). */
export type RateOf = (agentId: number, subId: number) => number | null;

/**
 * The split of `rewardCents` over `chain` (the seller first, then each agent up to the top). The
 * top earns the reward; going down, each merchant earns what its agent configured for it (its own
 * rate, else the agent's default), capped at the agent's own, and each agent keeps the difference.
 * So no level is negative and the parts add up to the reward exactly.
 */
export function splitChain(chain: readonly number[], rewardCents: number, rateOf: RateOf): Split {
  const own: number[] = new Array<number>(chain.length);
  own[chain.length - 1] = rewardCents;
  for (let i = chain.length - 2; i >= 0; i -= 1) {
    const above = own[i + 1]!;
    const rate = rateOf(chain[i + 1]!, chain[i]!);
    own[i] = rate === null ? above : Math.min(rate, above);
  }
  if (chain.length === 1) return { sellerCents: rewardCents, parentId: null, shares: [] };
  const shares = chain.map((merchantId, level) => ({
    merchantId,
    level,
    childId: level === 0 ? null : chain[level - 1]!,
    cents: level === 0 ? own[0]! : own[level]! - own[level - 1]!,
  }));
  return { sellerCents: own[0]!, parentId: chain[1]!, shares };
}

/** The merchant and its agents up to the top of its chain (at most CHAIN_DEPTH_MAX above it). */
export async function chainOf(db: Executor, merchantId: number): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`with recursive up(id, parent_id, depth) as (
          select id, parent_id, 0 from merchants where id = ${merchantId}
          union all
          select m.id, m.parent_id, up.depth + 1 from merchants m join up on m.id = up.parent_id
          where up.depth < ${CHAIN_DEPTH_MAX}
        ) select id from up order by depth`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * The split of each goods for orders of `merchantId` now: one walk up the chain and one read of
 * the rates for all the goods. What the seller earns is also what its goods list shows.
 */
export async function splitsFor(
  db: Executor,
  merchantId: number,
  goods: readonly { id: number; reward: string }[],
): Promise<Map<number, Split>> {
  return splitsAlong(db, await chainOf(db, merchantId), goods);
}

/** The same along a chain already read (`chainOf`): no read at all for a merchant without an agent. */
export async function splitsAlong(
  db: Executor,
  chain: readonly number[],
  goods: readonly { id: number; reward: string }[],
): Promise<Map<number, Split>> {
  const rates = new Map<string, number>();
  if (chain.length > 1 && goods.length) {
    const rows = await db
      .select()
      .from(commissionRates)
      .where(
        and(
          inArray(commissionRates.agentId, chain.slice(1)),
          inArray(
            commissionRates.goodsId,
            goods.map((g) => g.id),
          ),
          inArray(commissionRates.subMerchantId, [0, ...chain.slice(0, -1)]),
        ),
      );
    for (const r of rows) rates.set(`${r.agentId}:${r.goodsId}:${r.subMerchantId}`, toCents(r.commission));
  }
  const splits = new Map<number, Split>();
  for (const g of goods) {
    const rateOf: RateOf = (agent, sub) =>
      rates.get(`${agent}:${g.id}:${sub}`) ?? rates.get(`${agent}:${g.id}:0`) ?? null;
    splits.set(g.id, splitChain(chain, toCents(g.reward), rateOf));
  }
  return splits;
}
