import { STATS_COUNTS } from '@console/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The daily figures counted straight from the orders, written apart from the migration's rule on
 * purpose (plain counts and CASE ranges where the triggers use signs and width_bucket): the check
 * that the kept figures are right (`stats:verify`, the tests) and the benchmark's "done directly".
 * `where` narrows the orders (alias `o`); days are those of `timeZone`. `keys` replaces key columns
 * by other expressions (a constant folds that key away: `SUBS_BY_GOODS`).
 */
export function directDaily(timeZone: string, where: SQL = sql`true`, keys: DirectKeys = {}): SQL {
  const local = (column: string) => sql`(${sql.raw(`o.${column}`)} at time zone ${timeZone})::date`;
  const days = sql`(${local('first_recharged_at')} - ${local('activated_at')})`;
  const amount = sql`o.first_recharge_amount`;
  const amountIn = (from: number, to: number | null) =>
    sql`count(*) filter (where o.first_recharged_at is not null and ${amount} >= ${from}${
      to === null ? sql`` : sql` and ${amount} < ${to}`
    })::int`;
  const daysIn = (from: number, to: number | null) =>
    sql`count(*) filter (where o.first_recharged_at is not null and o.activated_at is not null
        and greatest(${days}, 0) >= ${from}${to === null ? sql`` : sql` and greatest(${days}, 0) < ${to}`})::int`;
  const {
    merchant = sql`o.merchant_id`,
    channel = sql`o.source`,
    shop = sql`coalesce(o.shop_id, 0)::int`,
  } = keys;
  return sql`select ${merchant} as merchant_id, coalesce(o.agent_id, 0) as agent_id,
      ${local('created_at')}::text as day, o.goods_id, ${channel} as channel, ${shop} as shop_id,
      count(*)::int as orders, count(o.submitted_at)::int as submitted, count(o.approved_at)::int as approved,
      count(*) filter (where o.status in ('rejected', 'transferred'))::int as rejected,
      count(o.shipped_at)::int as shipped, count(o.activated_at)::int as activated,
      count(o.first_recharged_at)::int as recharged, count(o.settled_at)::int as settled,
      coalesce(sum(o.commission) filter (where o.settled_at is not null), 0)::text as commission,
      coalesce(sum(${amount}) filter (where o.first_recharged_at is not null), 0)::text as recharge_amount,
      ${amountIn(0, 50)} as amount_r0, ${amountIn(50, 100)} as amount_r1, ${amountIn(100, 200)} as amount_r2,
      ${amountIn(200, 500)} as amount_r3, ${amountIn(500, null)} as amount_r4,
      count(*) filter (where o.first_recharged_at is not null and o.activated_at is not null)::int as recharge_timed,
      coalesce(sum(greatest(${days}, 0)), 0)::int as recharge_days,
      ${daysIn(0, 1)} as days_r0, ${daysIn(1, 3)} as days_r1, ${daysIn(3, 7)} as days_r2,
      ${daysIn(7, 15)} as days_r3, ${daysIn(15, 30)} as days_r4, ${daysIn(30, null)} as days_r5
    from orders o where ${where}
    group by 1, 2, 3, 4, 5, 6`;
}

/** Expressions over the orders (alias `o`) for directDaily's merchant, channel and shop keys. */
export interface DirectKeys {
  merchant?: SQL;
  channel?: SQL;
  shop?: SQL;
}

/**
 * An agent's merchant-0 rows of the goods table (decision 075), counted from its sub-merchants'
 * link orders: one row per agent, day and goods, merchant 0, no channel, shop 0. The database adds
 * up the agent's orders (millions at 10 M) so that the verify holds its few rows, not theirs.
 */
export const SUBS_BY_GOODS: DirectKeys = { merchant: sql`0`, channel: sql`''`, shop: sql`0` };

/** The key columns, then every figure, in the order `directDaily` and the kept table share. */
export const DAILY_KEYS = ['merchant_id', 'agent_id', 'day', 'goods_id', 'channel', 'shop_id'] as const;
export const DAILY_FIGURES = [
  ...STATS_COUNTS,
  'commission',
  'recharge_amount',
  'amount_r0',
  'amount_r1',
  'amount_r2',
  'amount_r3',
  'amount_r4',
  'recharge_timed',
  'recharge_days',
  'days_r0',
  'days_r1',
  'days_r2',
  'days_r3',
  'days_r4',
  'days_r5',
] as const;
