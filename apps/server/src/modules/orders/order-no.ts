import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { formatDateTime } from '../../lib/time';

/**
 * `count` new order numbers: the day in the merchants' zone (YYYYMMDD) then 10 digits of the
 * `order_no_seq` sequence. Readable, sortable by day, and unique without a retry loop.
 */
export async function nextOrderNos(
  tx: Tx,
  timeZone: string,
  count: number,
  now = new Date(),
): Promise<string[]> {
  const day = formatDateTime(now, timeZone).slice(0, 10).replaceAll('-', '');
  const rows = await rawRows<{ n: string }>(
    tx,
    sql`select nextval('order_no_seq')::text as n from generate_series(1, ${count}::int)`,
  );
  return rows.map((r) => `${day}${r.n.padStart(10, '0')}`);
}
