-- Decision 041: an order's statistics channel is its source, exactly what the order list's source
-- filter matches (issue 39: captured live-room and short-video orders were counted as their
-- Doudian shop's, and agents' links as the storefront's). The captured shop stays a dimension of
-- its own (`shop_id`), under the channel. Same rule text for the triggers and the rebuild; every
-- kept figure is counted again with it below, so a deploy needs no further step.
CREATE OR REPLACE FUNCTION statistics_upsert_sql(moved text, zone text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO statistics_daily AS d (merchant_id, day, goods_id, channel, shop_id, agent_id,
    orders, submitted, approved, rejected, shipped, activated, recharged, settled, commission,
    recharge_amount, amount_r0, amount_r1, amount_r2, amount_r3, amount_r4,
    recharge_timed, recharge_days, days_r0, days_r1, days_r2, days_r3, days_r4, days_r5)
  SELECT merchant_id, day, goods_id, channel, shop_id, agent_id,
    sum(sign), sum(sign * (submitted_at IS NOT NULL)::int), sum(sign * (approved_at IS NOT NULL)::int),
    sum(sign * (status IN ('rejected', 'transferred'))::int), sum(sign * (shipped_at IS NOT NULL)::int),
    sum(sign * (activated_at IS NOT NULL)::int), sum(sign * (recharged_at IS NOT NULL)::int),
    sum(sign * (settled_at IS NOT NULL)::int),
    coalesce(sum(sign * commission) FILTER (WHERE settled_at IS NOT NULL), 0),
    coalesce(sum(sign * first_recharge_amount) FILTER (WHERE recharged_at IS NOT NULL), 0),
    coalesce(sum(sign) FILTER (WHERE recharged_at IS NOT NULL AND amount_r = 0), 0),
    coalesce(sum(sign) FILTER (WHERE recharged_at IS NOT NULL AND amount_r = 1), 0),
    coalesce(sum(sign) FILTER (WHERE recharged_at IS NOT NULL AND amount_r = 2), 0),
    coalesce(sum(sign) FILTER (WHERE recharged_at IS NOT NULL AND amount_r = 3), 0),
    coalesce(sum(sign) FILTER (WHERE recharged_at IS NOT NULL AND amount_r = 4), 0),
    coalesce(sum(sign) FILTER (WHERE days IS NOT NULL), 0), coalesce(sum(sign * days), 0),
    coalesce(sum(sign) FILTER (WHERE days_r = 0), 0), coalesce(sum(sign) FILTER (WHERE days_r = 1), 0),
    coalesce(sum(sign) FILTER (WHERE days_r = 2), 0), coalesce(sum(sign) FILTER (WHERE days_r = 3), 0),
    coalesce(sum(sign) FILTER (WHERE days_r = 4), 0), coalesce(sum(sign) FILTER (WHERE days_r = 5), 0)
  FROM (
    SELECT t.*, width_bucket(t.days, ARRAY[1, 3, 7, 15, 30]) AS days_r FROM (
      SELECT m.sign, m.merchant_id, m.goods_id, m.status, m.commission, m.submitted_at, m.approved_at,
        m.shipped_at, m.activated_at, m.settled_at, m.first_recharged_at AS recharged_at,
        m.first_recharge_amount,
        (m.created_at AT TIME ZONE %2$L)::date AS day,
        m.source AS channel,
        coalesce(m.shop_id, 0) AS shop_id, coalesce(m.agent_id, 0) AS agent_id,
        width_bucket(coalesce(m.first_recharge_amount, 0), ARRAY[50, 100, 200, 500]::numeric[]) AS amount_r,
        CASE WHEN m.first_recharged_at IS NOT NULL AND m.activated_at IS NOT NULL THEN
          greatest(0, (m.first_recharged_at AT TIME ZONE %2$L)::date
                      - (m.activated_at AT TIME ZONE %2$L)::date) END AS days
      FROM (%1$s) m
    ) t
  ) o
  GROUP BY merchant_id, day, goods_id, channel, shop_id, agent_id
  ORDER BY merchant_id, day, goods_id, channel, shop_id, agent_id
  ON CONFLICT (merchant_id, day, goods_id, channel, shop_id, agent_id) DO UPDATE SET
    orders = d.orders + excluded.orders, submitted = d.submitted + excluded.submitted,
    approved = d.approved + excluded.approved, rejected = d.rejected + excluded.rejected,
    shipped = d.shipped + excluded.shipped, activated = d.activated + excluded.activated,
    recharged = d.recharged + excluded.recharged, settled = d.settled + excluded.settled,
    commission = d.commission + excluded.commission, recharge_amount = d.recharge_amount + excluded.recharge_amount,
    amount_r0 = d.amount_r0 + excluded.amount_r0, amount_r1 = d.amount_r1 + excluded.amount_r1,
    amount_r2 = d.amount_r2 + excluded.amount_r2, amount_r3 = d.amount_r3 + excluded.amount_r3,
    amount_r4 = d.amount_r4 + excluded.amount_r4, recharge_timed = d.recharge_timed + excluded.recharge_timed,
    recharge_days = d.recharge_days + excluded.recharge_days, days_r0 = d.days_r0 + excluded.days_r0,
    days_r1 = d.days_r1 + excluded.days_r1, days_r2 = d.days_r2 + excluded.days_r2,
    days_r3 = d.days_r3 + excluded.days_r3, days_r4 = d.days_r4 + excluded.days_r4,
    days_r5 = d.days_r5 + excluded.days_r5
$q$, moved, zone)
$f$;--> statement-breakpoint
SELECT statistics_rebuild();
