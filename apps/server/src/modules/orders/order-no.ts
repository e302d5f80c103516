import type { Tx } from '../../db/database';
import { dayNumbers } from '../../db/sql-helpers';

/** `count` new order numbers: the day in the merchants' zone (YYYYMMDD) then 10 digits. */
export function nextOrderNos(tx: Tx, timeZone: string, count: number, now = new Date()): Promise<string[]> {
  return dayNumbers(tx, { sequence: 'order_no_seq', prefix: '', digits: 10 }, timeZone, count, now);
}
