import { sql } from 'drizzle-orm';
import type { FirstRechargeFigures, StatsFirstGoodsResult, StatsQuery } from '@console/contract';
import { rawRows } from '../../db/raw-rows';
import type { AppContext } from '../../lib/context';
import { fromCents, toCents } from '../../lib/money';
import { keptFigures } from './scope';

const AMOUNT_RANGES = ['amount_r0', 'amount_r1', 'amount_r2', 'amount_r3', 'amount_r4'] as const;
const DAY_RANGES = ['days_r0', 'days_r1', 'days_r2', 'days_r3', 'days_r4', 'days_r5'] as const;
const COUNTS = [
  'activated',
  'recharged',
  'recharge_timed',
  'recharge_days',
  ...AMOUNT_RANGES,
  ...DAY_RANGES,
] as const;

type Sums = Record<(typeof COUNTS)[number], number> & { recharge_amount: string };

const SUMS = sql.raw(
  [
    ...COUNTS.map((c) => `coalesce(sum(${c}), 0)::int as ${c}`),
    'coalesce(sum(recharge_amount), 0)::text as recharge_amount',
  ].join(', '),
);

/** The figures of first recharges out of their sums: averages exact to the cent and to 0.1 day. */
function figuresOf(s: Sums): FirstRechargeFigures {
  const sumCents = toCents(s.recharge_amount);
  return {
    activated: s.activated,
    recharged: s.recharged,
    amount_sum: fromCents(sumCents),
    amount_avg: s.recharged ? fromCents(Math.round(sumCents / s.recharged)) : null,
    amount_ranges: AMOUNT_RANGES.map((c) => s[c]),
    days_avg: s.recharge_timed ? Math.round((s.recharge_days / s.recharge_timed) * 10) / 10 : null,
    day_ranges: DAY_RANGES.map((c) => s[c]),
  };
}

/**
 * First recharge per goods, of the orders placed in the range: how many of the activated ones
 * recharged, how much (sum, average, by amount range), and how many days after activation.
 * Most first recharges first.
 */
export async function statsFirstGoods(
  ctx: AppContext,
  merchantId: number,
  q: StatsQuery,
): Promise<StatsFirstGoodsResult> {
  const found = await rawRows<Sums & { goods_id: number; goods_name: string | null }>(
    ctx.db,
    sql`select g.name as goods_name, f.* from (
          select goods_id, ${SUMS} from ${keptFigures(merchantId, q, 'goods')}
           group by goods_id
        ) f left join goods g on g.id = f.goods_id
        where f.activated > 0 or f.recharged > 0
        order by f.recharged desc, f.goods_id`,
  );
  const total = { recharge_amount: '0' } as Sums;
  for (const c of COUNTS) total[c] = 0;
  let cents = 0;
  for (const r of found) {
    for (const c of COUNTS) total[c] += r[c];
    cents += toCents(r.recharge_amount);
  }
  total.recharge_amount = fromCents(cents);
  return {
    rows: found.map((r) => ({ goods_id: r.goods_id, goods_name: r.goods_name ?? '', ...figuresOf(r) })),
    totals: figuresOf(total),
  };
}
