import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows';
import type { IdOwner } from '../../jobs/exporters';
import { merchants } from '../auth/tables';
import { goods } from './tables';

/** A goods of the merchant's partner (another partner's is answered as not found, like a missing one). */
export const partnersGoods: IdOwner = async (ctx, merchantId, id) => {
  const rows = await rawRows(
    ctx.db,
    sql`select 1 from ${goods} g join ${merchants} m on m.partner_id = g.partner_id
        where g.id = ${id} and m.id = ${merchantId} limit 1`,
  );
  return rows.length > 0;
};
