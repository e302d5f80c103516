import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type {
  Carrier,
  Language,
  RateListResult,
  RateRow,
  PayloadOut,
  agentsEndpoints,
} from '@console/contract';
import type { Tx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { fromCents, toCents, twoPlaces } from '../../lib/money';
import { goods } from '../goods/tables';
import { splitsFor } from '../orders';
import { AgentsError } from './errors';
import {
  agentsBelow,
  countSellableGoods,
  ratesOf,
  type RateRecord,
  sellableGoodsByIds,
  sellableGoodsPage,
} from './rate-queries';
import { findSubMerchant } from './sub-merchant-queries';
import { commissionRates } from './tables';
import { pageWindow } from '../../db/list-page';

interface Agent {
  merchantId: number;
  partnerId: number;
}

/** A stored rate as shown: above the agent's own now, it counts as capped at the own. */
function shown(rate: RateRecord | undefined, ownCents: number) {
  if (!rate) return null;
  const cents = toCents(rate.commission);
  if (cents > ownCents) return { commission: fromCents(ownCents), capped_from: fromCents(cents) };
  return {
    commission: fromCents(cents),
    capped_from: rate.cappedFrom ? twoPlaces(rate.cappedFrom) : null,
  };
}

export async function agentRates(
  ctx: AppContext,
  agent: Agent,
  q: PayloadOut<typeof agentsEndpoints.agentRates>,
  lang: Language,
): Promise<RateListResult> {
  const sub = q.sub_merchant_id;
  if (sub && !(await findSubMerchant(ctx.db, agent.merchantId, sub))) throw notFound();
  const [page, total] = await Promise.all([
    sellableGoodsPage(ctx.db, agent.partnerId, q.keyword, pageWindow(q)),
    countSellableGoods(ctx.db, agent.partnerId, q.keyword),
  ]);
  const ids = page.map((g) => g.id);
  const [own, rates] = await Promise.all([
    splitsFor(ctx.db, agent.merchantId, page),
    ratesOf(ctx.db, agent.merchantId, ids, sub ? [0, sub] : [0]),
  ]);
  const list = page.map((g): RateRow => {
    const ownCents = own.get(g.id)!.sellerCents;
    const find = (target: number) => rates.find((r) => r.goodsId === g.id && r.subMerchantId === target);
    const defaultRate = shown(find(0), ownCents);
    const subRate = sub ? shown(find(sub), ownCents) : null;
    const applied = subRate ?? defaultRate;
    return {
      goods_id: g.id,
      goods_name: g.name,
      operator_name: translate(lang, `carrier.${g.carrier as Carrier}`),
      own_commission: fromCents(ownCents),
      default_rate: defaultRate,
      sub_rate: subRate,
      effective: applied ? applied.commission : fromCents(ownCents),
    };
  });
  return { list, total };
}

/**
 * Sets (or, with null, removes) the commission of many goods for the default or one direct
 * sub-merchant, all or nothing: a goods not sellable is not found; a commission above the agent's
 * own is refused naming the goods. Then the agents below, whose own may have dropped, have their
 * rates capped, top down.
 */
export async function agentRatesSave(
  ctx: AppContext,
  agent: Agent,
  p: PayloadOut<typeof agentsEndpoints.agentRatesSave>,
): Promise<{ saved: number }> {
  return ctx.db.transaction(async (tx) => {
    const sub = p.sub_merchant_id;
    if (sub && !(await findSubMerchant(tx, agent.merchantId, sub))) throw notFound();
    const ids = p.items.map((i) => i.goods_id);
    const found = await sellableGoodsByIds(tx, agent.partnerId, ids);
    if (found.length !== new Set(ids).size) throw notFound();
    const own = await splitsFor(tx, agent.merchantId, found);
    const now = new Date();
    for (const item of p.items) {
      const g = found.find((f) => f.id === item.goods_id)!;
      const where = and(
        eq(commissionRates.agentId, agent.merchantId),
        eq(commissionRates.goodsId, g.id),
        eq(commissionRates.subMerchantId, sub),
      );
      if (item.commission === null) {
        await tx.delete(commissionRates).where(where);
        continue;
      }
      const ownCents = own.get(g.id)!.sellerCents;
      const cents = toCents(item.commission);
      if (cents > ownCents)
        throw new AppError(AgentsError.rateAboveOwn, { goods: g.name, max: fromCents(ownCents) });
      const row = { commission: fromCents(cents), cappedFrom: null, updatedAt: now };
      await tx
        .insert(commissionRates)
        .values({ agentId: agent.merchantId, goodsId: g.id, subMerchantId: sub, ...row })
        .onConflictDoUpdate({
          target: [commissionRates.agentId, commissionRates.goodsId, commissionRates.subMerchantId],
          set: row,
        });
    }
    await capBelow(tx, agent.merchantId, ids);
    return { saved: p.items.length };
  });
}

/**
 * Caps, for these goods, every rate of the agents below `agentId` that is now above that agent's
 * own commission (which the change above may have lowered): set to the own, the value it had kept
 * in `capped_from`. Top down, since capping one agent's rates lowers its sub-agents' own.
 */
export async function capBelow(tx: Tx, agentId: number, goodsIds: readonly number[]) {
  if (!goodsIds.length) return;
  for (const below of await agentsBelow(tx, agentId)) {
    const rows = await tx
      .select()
      .from(commissionRates)
      .where(and(eq(commissionRates.agentId, below), inArray(commissionRates.goodsId, [...goodsIds])));
    if (!rows.length) continue;
    const goodsOf = [...new Set(rows.map((r) => r.goodsId))];
    const rewards = await tx
      .select({ id: goods.id, reward: goods.reward })
      .from(goods)
      .where(inArray(goods.id, goodsOf));
    const own = await splitsFor(tx, below, rewards);
    for (const goodsId of goodsOf) {
      const ownCents = own.get(goodsId)?.sellerCents;
      if (ownCents === undefined) continue;
      await tx
        .update(commissionRates)
        .set({
          cappedFrom: sql`coalesce(${commissionRates.cappedFrom}, ${commissionRates.commission})`,
          commission: fromCents(ownCents),
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(commissionRates.agentId, below),
            eq(commissionRates.goodsId, goodsId),
            gt(commissionRates.commission, fromCents(ownCents)),
          ),
        );
    }
  }
}
