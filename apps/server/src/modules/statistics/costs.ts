import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  CostChannel,
  CostSaveResult,
  CostWeekResult,
  Language,
  statisticsEndpoints,
} from '@console/contract';
import type { z } from 'zod';
import type { CostSavePayload } from '@console/contract';
import { rawRows } from '../../db/raw-rows';
import type { AppContext, ServiceOf } from '../../lib/context';
import { notFound, refuseField } from '../../lib/errors';
import { fromCents, toCents } from '../../lib/money';
import { addDays, daysFrom, mondayOf, todayIn } from './calendar';
import { StatsError } from './errors';
import { storeCostChanges, storeCosts } from './tables';
import { pageWindow } from '../../db/list-page';

interface ShopRow {
  id: number;
  name: string;
  platform: string;
}

/** The merchant's captured shops, by platform then age (the cost grid's rows after the storefront). */
const shopsOf = (ctx: AppContext, merchantId: number) =>
  rawRows<ShopRow>(
    ctx.db,
    sql`select id::int as id, name, platform from capture_shops where merchant_id = ${merchantId} order by platform, id`,
  );

/**
 * The cost grid of the week (Monday to Sunday) holding `day`: the storefront, every captured shop,
 * and any other channel with a cost that week (a shop deleted since), each with its seven cells.
 */
export async function costWeek(ctx: AppContext, merchantId: number, day: string): Promise<CostWeekResult> {
  const days = daysFrom(mondayOf(day), addDays(mondayOf(day), 6));
  const [shops, costs] = await Promise.all([
    shopsOf(ctx, merchantId),
    ctx.db
      .select()
      .from(storeCosts)
      .where(
        and(
          eq(storeCosts.merchantId, merchantId),
          sql`${storeCosts.day} between ${days[0]}::date and ${days[6]}::date`,
        ),
      ),
  ]);
  type Channel = Omit<CostWeekResult['rows'][number], 'costs'>;
  const rows: Channel[] = [
    { channel: 'store', shop_id: 0, shop_name: '', platform: '' },
    ...shops.map((s): Channel => ({
      channel: 'shop',
      shop_id: s.id,
      shop_name: s.name,
      platform: s.platform,
    })),
  ];
  for (const c of costs) {
    if (!rows.some((r) => r.channel === c.channel && r.shop_id === c.shopId)) {
      rows.push({ channel: c.channel as CostChannel, shop_id: c.shopId, shop_name: '', platform: '' });
    }
  }
  return {
    days,
    rows: rows.map((r) => ({
      ...r,
      costs: days.map((d) => {
        const cell = costs.find((c) => c.channel === r.channel && c.shopId === r.shop_id && c.day === d);
        return cell ? fromCents(toCents(cell.amount)) : null;
      }),
    })),
  };
}

type Entry = z.output<typeof CostSavePayload>['entries'][number];
const cellKey = (e: { channel: string; shop_id: number; day: string }) =>
  `${e.channel}/${e.shop_id}/${e.day}`;

/** Refuses what cannot be saved before anything is written: a day to come, a cell twice, a shop not the merchant's. */
async function checkEntries(ctx: AppContext, merchantId: number, entries: Entry[], lang: Language) {
  const today = todayIn(ctx.config.TIME_ZONE);
  const seen = new Set<string>();
  for (const [i, e] of entries.entries()) {
    const at = `entries.${i}`;
    if (e.day > today) throw refuseField(lang, `${at}.day`, StatsError.costFutureDay, { day: e.day });
    if (seen.has(cellKey(e)))
      throw refuseField(lang, `${at}.day`, StatsError.costDuplicateCell, { day: e.day });
    seen.add(cellKey(e));
    if ((e.channel === 'store') !== (e.shop_id === 0))
      throw refuseField(lang, `${at}.shop_id`, StatsError.costChannelShop);
  }
  const shopIds = [...new Set(entries.filter((e) => e.channel === 'shop').map((e) => e.shop_id))];
  if (!shopIds.length) return;
  const own = new Set((await shopsOf(ctx, merchantId)).map((s) => s.id));
  if (shopIds.some((id) => !own.has(id))) throw notFound();
}

/**
 * Saves the cells given (an amount, or '' to clear one) in one transaction, each change recorded
 * with its before and after, the session and the address; a cell saved with the amount it has
 * changes nothing and records nothing.
 */
export async function costSave(
  ctx: AppContext,
  who: { merchantId: number; sessionId: number; ip: string; lang: Language },
  entries: Entry[],
): Promise<CostSaveResult> {
  const { merchantId } = who;
  await checkEntries(ctx, merchantId, entries, who.lang);
  return ctx.db.transaction(async (tx) => {
    const days = [...new Set(entries.map((e) => e.day))];
    const existing = await tx
      .select()
      .from(storeCosts)
      .where(and(eq(storeCosts.merchantId, merchantId), inArray(storeCosts.day, days)))
      .for('update');
    const before = new Map(existing.map((c) => [cellKey({ ...c, shop_id: c.shopId }), toCents(c.amount)]));
    let changed = 0;
    for (const e of entries) {
      const was = before.get(cellKey(e)) ?? null;
      const now = e.amount === '' ? null : toCents(e.amount);
      if (was === now) continue;
      const cell = { merchantId, day: e.day, channel: e.channel, shopId: e.shop_id };
      if (now === null) {
        await tx
          .delete(storeCosts)
          .where(
            and(
              eq(storeCosts.merchantId, merchantId),
              eq(storeCosts.day, e.day),
              eq(storeCosts.channel, e.channel),
              eq(storeCosts.shopId, e.shop_id),
            ),
          );
      } else {
        await tx
          .insert(storeCosts)
          .values({ ...cell, amount: fromCents(now) })
          .onConflictDoUpdate({
            target: [storeCosts.merchantId, storeCosts.day, storeCosts.channel, storeCosts.shopId],
            set: { amount: fromCents(now), updatedAt: new Date() },
          });
      }
      await tx.insert(storeCostChanges).values({
        ...cell,
        before: was === null ? null : fromCents(was),
        after: now === null ? null : fromCents(now),
        sessionId: who.sessionId,
        ip: who.ip.slice(0, 64),
      });
      changed += 1;
    }
    return { changed };
  });
}

/** The history of the merchant's cost cells, newest first. */
export const costLog: ServiceOf<typeof statisticsEndpoints.costLog> = async (ctx, merchantId, p) => {
  const page = pageWindow(p);
  const [list, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(storeCostChanges)
      .where(eq(storeCostChanges.merchantId, merchantId))
      .orderBy(desc(storeCostChanges.id))
      .limit(page.limit)
      .offset(page.offset),
    rawRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from store_cost_changes where merchant_id = ${merchantId}`,
    ),
  ]);
  const names = new Map((await shopsOf(ctx, merchantId)).map((s) => [s.id, s.name]));
  return {
    total: total?.n ?? 0,
    list: list.map((c) => ({
      id: c.id,
      channel: c.channel as CostChannel,
      shop_id: c.shopId,
      shop_name: names.get(c.shopId) ?? '',
      day: c.day,
      before: c.before === null ? null : fromCents(toCents(c.before)),
      after: c.after === null ? null : fromCents(toCents(c.after)),
      ip: c.ip,
      changed_at: c.changedAt.toISOString(),
    })),
  };
};
