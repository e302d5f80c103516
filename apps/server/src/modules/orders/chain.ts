import { and, asc, eq, or } from 'drizzle-orm';
import type {
  Language,
  OrderChainResult,
  OrderChangeKind,
  OrderStatus,
  RejectReasonCode,
} from '@console/contract';
import { goods } from '../goods/tables';
import { orders } from './tables';
import { notFound } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import { translate } from '../../lib/i18n';
import { ownOrder } from './queries';

/** A rejection as a merchant reads it: the reason's label, then the upstream's own words. */
export function rejectionText(lang: Language, code: RejectReasonCode | null, words: string): string {
  if (!code) return words;
  const label = translate(lang, `transfer.reason.${code}`);
  return words ? translate(lang, 'order.reason_words', { label, words }) : label;
}

/**
 * `/apply/getApplyChangeRecord`: the chain of goods changes the order belongs to (the orders with
 * its `chain_root_id`), oldest first; an order that never changed goods is a chain of one. Each
 * link says how it came from the previous order and which rejection moved it.
 */
export async function orderChain(
  ctx: AppContext,
  merchantId: number,
  id: number,
  lang: Language,
): Promise<OrderChainResult> {
  const order = await ownOrder(ctx.db, merchantId, id);
  if (!order) throw notFound();
  const [self] = await ctx.db
    .select({ root: orders.chainRootId, merchantId: orders.merchantId })
    .from(orders)
    .where(eq(orders.id, id));
  const root = self?.root ?? id;
  const links = await ctx.db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      goodsId: orders.goodsId,
      goodsName: goods.name,
      status: orders.status,
      kind: orders.changeKind,
      previousId: orders.previousId,
      failReasonCode: orders.failReasonCode,
      failReason: orders.failReason,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(goods, eq(goods.id, orders.goodsId))
    // A chain never leaves its merchant (a transfer or a re-apply keeps it): said again here so
    // that no link of another merchant could ever be shown.
    .where(
      and(eq(orders.merchantId, self!.merchantId), or(eq(orders.chainRootId, root), eq(orders.id, root))),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const byId = new Map(links.map((l) => [l.id, l]));
  return {
    list: links.map((l) => {
      const previous = l.previousId === null ? undefined : byId.get(l.previousId);
      return {
        id: l.id,
        order_no: l.orderNo,
        goods_id: l.goodsId,
        goods_name: l.goodsName ?? '',
        status: l.status as OrderStatus,
        kind: l.kind as OrderChangeKind | null,
        reason: previous
          ? rejectionText(lang, previous.failReasonCode as RejectReasonCode | null, previous.failReason)
          : '',
        create_time: l.createdAt.toISOString(),
      };
    }),
  };
}
