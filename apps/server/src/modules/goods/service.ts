import type { Carrier, GoodsCoverageResult, GoodsRow, goodsEndpoints } from '@console/contract';
import { notFound } from '../../lib/errors';
import type { AppContext, ServiceOf } from '../../lib/context';
import { summarise } from '../area';
import { splitsFor } from '../orders';
import { fromCents } from '../../lib/money';
import { countGoods, findPartnerGoods, listGoodsRows, promoCodeOf, type GoodsListRow } from './queries';
import { pageWindow } from '../../db/list-page';

/** The merchant's promotion link of a goods: its store front, by the merchant's promo code. */
export const promotionUrl = (publicUrl: string, promoCode: string, goodsId: number) =>
  `${publicUrl}/store/${promoCode}/goods/${goodsId}`;

function toGoodsRow(row: GoodsListRow, link: (goodsId: number) => string, reward: string): GoodsRow {
  const g = row.goods;
  return {
    id: g.id,
    name: g.name,
    goods_desc: g.description,
    cover_url: g.coverUrl,
    carrier: row.carrier as Carrier,
    operator_id: g.operatorId,
    monthly_fee: g.monthlyFee,
    data_gb: g.dataGb,
    call_minutes: g.callMinutes,
    age_min: g.ageMin,
    age_max: g.ageMax,
    goods_reward: reward,
    settlement_rule: g.settlementRule,
    settlement_min_recharge: g.settlementMinRecharge,
    coverage: summarise(g.nationwide, g.coverageCodes),
    on_sale: g.onSale ? 1 : 0,
    promotion_url: link(g.id),
    coverage_mismatch: row.mismatch,
    has_transfer: row.transId !== null,
    trans_id: row.transId,
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
  const [rows, total, promoCode] = await Promise.all([
    listGoodsRows(ctx.db, partnerId, merchantId, filter, pageWindow(query)),
    countGoods(ctx.db, partnerId, merchantId, filter),
    promoCodeOf(ctx.db, merchantId),
  ]);
  const link = (goodsId: number) => promotionUrl(ctx.config.PUBLIC_URL, promoCode, goodsId);
  // A sub-merchant earns what its agent configured, not the goods' reward: show that.
  const splits = await splitsFor(
    ctx.db,
    merchantId,
    rows.map((r) => r.goods),
  );
  const reward = (id: number) => fromCents(splits.get(id)!.sellerCents);
  return { list: rows.map((r) => toGoodsRow(r, link, reward(r.goods.id))), total };
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
