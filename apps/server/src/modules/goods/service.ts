import type { Carrier, GoodsCoverageResult, GoodsRow, goodsEndpoints } from '@console/contract';
import { notFound } from '../../lib/errors';
import type { AppContext, ServiceOf } from '../../lib/context';
import { summarise } from '../area';
import { chainOf, splitsAlong } from '../orders';
import { fromCents } from '../../lib/money';
import { countGoods, findPartnerGoods, listGoodsRows, promoCodeOf, type GoodsListRow } from './queries';
import { pageWindow } from '../../db/list-page';

/** The merchant's promotion link of a goods: its store front, by the merchant's promo code. */
export const promotionUrl = (publicUrl: string, promoCode: string, goodsId: number) =>
  `${publicUrl}/store/${promoCode}/goods/${goodsId}`;

function toGoodsRow(g: GoodsListRow, link: (goodsId: number) => string, reward: string): GoodsRow {
  return {
    id: g.id,
    name: g.name,
    goods_desc: g.description,
    cover_url: g.cover_url,
    carrier: g.carrier,
    operator_id: g.operator_id,
    monthly_fee: g.monthly_fee,
    data_gb: g.data_gb,
    call_minutes: g.call_minutes,
    age_min: g.age_min,
    age_max: g.age_max,
    goods_reward: reward,
    settlement_rule: g.settlement_rule,
    settlement_min_recharge: g.settlement_min_recharge,
    coverage: summarise(g.nationwide, g.coverage_codes),
    on_sale: g.on_sale ? 1 : 0,
    promotion_url: link(g.id),
    coverage_mismatch: g.mismatch,
    has_transfer: g.trans_id !== null,
    trans_id: g.trans_id,
  };
}

export const goodsList: ServiceOf<
  typeof goodsEndpoints.goodsList,
  { merchantId: number; partnerId: number }
> = async (ctx, viewer, query) => {
  const filter = {
    carrier: query.carrier,
    name: query.name,
    status: query.status,
    mismatchOnly: query.mismatch_only,
  };
  const { merchantId, partnerId } = viewer;
  // The merchant's chain is read beside the page: a merchant without an agent then needs no
  // second round trip (its rewards are the goods' own).
  const [rows, total, promoCode, chain] = await Promise.all([
    listGoodsRows(ctx.db, partnerId, merchantId, filter, pageWindow(query)),
    countGoods(ctx.db, partnerId, merchantId, filter),
    promoCodeOf(ctx.db, merchantId),
    chainOf(ctx.db, merchantId),
  ]);
  const link = (goodsId: number) => promotionUrl(ctx.config.PUBLIC_URL, promoCode, goodsId);
  // A sub-merchant earns what its agent configured, not the goods' reward: show that.
  const splits = await splitsAlong(ctx.db, chain, rows);
  const reward = (id: number) => fromCents(splits.get(id)!.sellerCents);
  return { list: rows.map((r) => toGoodsRow(r, link, reward(r.id))), total };
};

/** The areas of one of the partner's goods; another partner's goods: not found. */
export async function goodsCoverage(
  ctx: AppContext,
  partnerId: number,
  goodsId: number,
): Promise<GoodsCoverageResult> {
  const row = await findPartnerGoods(ctx.db, partnerId, goodsId);
  if (!row) throw notFound();
  return {
    goods_id: row.goods.id,
    carrier: row.carrier as Carrier,
    operator_id: row.goods.operatorId,
    nationwide: row.goods.nationwide,
    codes: row.goods.nationwide ? [] : row.goods.coverageCodes,
  };
}
