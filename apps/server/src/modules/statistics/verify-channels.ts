import { orderFilter } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { EVERY_MERCHANT, type MerchantBatch, withinBatch } from '../../db/merchant-batches';
import { rawRows } from '../../db/raw-rows';
import { orderWhere } from '../orders';

interface ChannelSpan {
  merchant_id: number;
  channel: string;
  first: string;
  last: string;
  kept: number;
}

/**
 * Each merchant's orders per channel counted again through the order list's own filter (its
 * source filter and date range, `orderWhere`): the second path decision 041 asks for, apart from
 * both the database's rule and `directDaily`. A channel must hold exactly the orders the list
 * finds with that source over the same days (issue 39: captured live-room orders were kept under
 * their shop and both other counts agreed, sharing the rule). One line per channel that differs.
 * `npm run stats:verify` runs it a batch of merchants at a time (`batch`; without it, all at once).
 */
export async function verifyChannelsAgainstOrderList(
  db: Db,
  timeZone: string,
  batch: MerchantBatch = EVERY_MERCHANT,
): Promise<string[]> {
  const within = withinBatch(batch);
  // Every merchant × source of the orders or of the kept rows, over the days either holds.
  const spans = await rawRows<ChannelSpan>(
    db,
    sql`with kept as (
          select merchant_id, channel, min(day) as first, max(day) as last, sum(orders)::int as kept
            from statistics_daily where ${within('merchant_id')} group by merchant_id, channel
        ), placed as (
          select merchant_id, source as channel, min((created_at at time zone ${timeZone})::date) as first,
                 max((created_at at time zone ${timeZone})::date) as last
            from orders where ${within('merchant_id')} group by merchant_id, source
        )
        select coalesce(k.merchant_id, p.merchant_id) as merchant_id, coalesce(k.channel, p.channel) as channel,
               least(k.first, p.first)::text as first, greatest(k.last, p.last)::text as last,
               coalesce(k.kept, 0) as kept
          from kept k full join placed p on p.merchant_id = k.merchant_id and p.channel = k.channel`,
  );
  const env = { timeZone, dataKey: Buffer.alloc(32) };
  const problems: string[] = [];
  // The list's counts, a few hundred per statement (one round trip each, not one per channel).
  for (let from = 0; from < spans.length; from += 200) {
    const chunk = spans.slice(from, from + 200);
    const counts = sql.join(
      chunk.map((s, i) => {
        const filter = orderFilter.parse({ source: s.channel, start_date: s.first, end_date: s.last });
        const where = orderWhere({ merchantId: s.merchant_id, agent: false }, filter, env);
        return sql`select ${i}::int as i, count(*)::int as n from orders where ${where}`;
      }),
      sql` union all `,
    );
    for (const { i, n } of await rawRows<{ i: number; n: number }>(db, counts)) {
      const s = chunk[i]!;
      if (n !== s.kept) {
        problems.push(
          `merchant ${s.merchant_id} channel ${s.channel} ${s.first}..${s.last}: kept ${s.kept} orders, the order list finds ${n}`,
        );
      }
    }
  }
  return problems;
}
