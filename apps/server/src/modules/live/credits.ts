import { toCents } from '../../lib/money';

// Who a live order is credited to is stored in `live_credits` and kept by the database: the
// function `live_credit` and its triggers (migration 0011, decision 018). The rule: an order is
// credited to the anchor whose Douyin id it carries as its author, or else to the anchor of the
// session on duty in its room at the time the buyer placed it, or to no one.

/** Cents of a share: `commission` (a decimal text) × `rate` percent, half up, exactly (BigInt). */
export function shareCents(commission: string, rate: string): bigint {
  const cents = BigInt(toCents(commission));
  const basisPoints = BigInt(toCents(rate));
  return (cents * basisPoints + 5_000n) / 10_000n;
}
