import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { orderFilter } from '@console/contract';
import type { Executor } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { defineExporter, type ExportColumn, type ExportEnv, type IdOwner } from '../../jobs/exporters';
import { partnersGoods } from '../goods';
import { merchants } from '../auth/tables';
import { translate } from '../../lib/i18n';
import { twoPlaces } from '../../lib/money';
import { fullAddress, maskedAddress, openCustomer } from '../../lib/personal-data';
import { localTimeOrNull } from '../../lib/time';
import type { OrderEnv } from './create-orders';
import { orderEnvOf } from './list';
import {
  LIST_COLUMN_NAMES,
  NEWEST_FIRST,
  type OrderListRecord,
  orderWhere,
  type OrderScope,
  withNames,
} from './queries';
import { countOf } from '../../db/list-page';

export const ORDER_EXPORT_KIND = 'orders';

/** A direct sub-merchant of the caller: the list's `sub_merchant_id` (its orders carry the caller as agent). */
const directSubMerchant: IdOwner = async (ctx, merchantId, id) =>
  (await rawRows(ctx.db, sql`select 1 from ${merchants} where id = ${id} and parent_id = ${merchantId}`))
    .length > 0;

/**
 * The task's query: the list's filter, whether personal data is written in full (decided by
 * the route from the role, never taken from the caller as is), and whether the merchant is an
 * agent (its scope then takes in its sub-merchants' orders, as the list's does).
 */
export const orderExportQuery = orderFilter.extend({
  full: z.boolean().default(false),
  agent: z.boolean().default(false),
});
export type OrderExportQuery = z.output<typeof orderExportQuery>;

/** One exported order: the list's record plus its keyset cursor. */
export interface OrderExportRow extends OrderListRecord {
  /** `created_at` as text: the exact keyset (a JS Date has lost its microseconds). */
  cursor: string;
  /** Only in a full export, and only for the merchant's own orders: the customer in clear. */
  customer?: { name: string; phone: string; idNumber: string; address: string };
}

const SEALED = ['name_enc', 'phone_enc', 'id_no_enc', 'address_enc'];

const scopeOf = (merchantId: number, q: OrderExportQuery): OrderScope => ({ merchantId, agent: q.agent });

export async function countExport(db: Executor, merchantId: number, q: OrderExportQuery, env: OrderEnv) {
  return countOf(
    db,
    sql`select count(*) as n from orders where ${orderWhere(scopeOf(merchantId, q), q, env)}`,
  );
}

/**
 * The page after `after`, newest first as the list (created_at desc, id desc), with the same
 * filter and tenancy as the list (`orderWhere` of queries.ts): each page is one short query
 * walking the (merchant_id, created_at, id) index from the keyset, whatever the depth.
 */
export async function exportPage(
  db: Executor,
  merchantId: number,
  q: OrderExportQuery,
  env: OrderEnv,
  after: OrderExportRow | null,
  limit: number,
): Promise<OrderExportRow[]> {
  const columns = sql.raw([...LIST_COLUMN_NAMES, ...(q.full ? SEALED : [])].join(', '));
  const scope = scopeOf(merchantId, q);
  const keyset = after
    ? sql`and (created_at, id) < (${after.cursor}::timestamptz, ${Number(after.id)})`
    : sql``;
  const rows = await rawRows<OrderExportRow & Record<string, string>>(
    db,
    withNames(
      sql`select ${columns}, created_at::text as cursor from orders
        where ${orderWhere(scope, q, env)} ${keyset}
        order by ${NEWEST_FIRST} limit ${limit}`,
      scope,
    ),
  );
  if (!q.full) return rows;
  return rows.map((r) => {
    const { name_enc, phone_enc, id_no_enc, address_enc, ...rest } = r;
    // A sub-merchant's order stays masked even in a full export: `/apply/decrypt` reveals only
    // the merchant's own orders, and a file must not reveal more than the screen.
    if (Number(r.merchant_id) !== merchantId) return rest;
    const c = openCustomer(env.dataKey, {
      nameEnc: name_enc!,
      phoneEnc: phone_enc!,
      idNoEnc: id_no_enc!,
      addressEnc: address_enc!,
      province: r.province,
      city: r.city,
      district: r.district,
    });
    return {
      ...rest,
      customer: { name: c.name, phone: c.phone, idNumber: c.idNumber, address: fullAddress(c) },
    };
  });
}

const time = (v: Date | string | null, timeZone: string) => localTimeOrNull(v, timeZone) ?? '';
// Amounts go into the file as text with two places: a spreadsheet number would be a float.
const money = (v: string | null) => (v === null ? '' : twoPlaces(v));
const col = (
  key: string,
  width: number,
  value: (r: OrderExportRow, env: ExportEnv) => string,
): ExportColumn<OrderExportRow> => ({ header: `export.orders.${key}`, width, value });

/** The filtered order list as a spreadsheet: masked unless the task says full (see the route). */
export const orderExporter = defineExporter({
  kind: ORDER_EXPORT_KIND,
  query: orderExportQuery,
  ids: { goods_id: partnersGoods, sub_merchant_id: directSubMerchant, flag: null },
  sheet: 'export.orders.sheet',
  columns: [
    col('order_no', 22, (r) => r.order_no),
    col('create_time', 20, (r, env) => time(r.created_at, env.timeZone)),
    col('goods', 24, (r) => r.goods_name),
    col('source', 10, (r, env) => translate(env.lang, `export.orders.source_${r.source}`)),
    col('sub_merchant', 16, (r) => r.sub_merchant_name),
    col('customer_name', 12, (r) => r.customer?.name ?? r.name_masked),
    col('phone', 14, (r) => r.customer?.phone ?? r.phone_masked),
    col('id_number', 22, (r) => r.customer?.idNumber ?? r.id_no_masked),
    col('address', 40, (r) => r.customer?.address ?? maskedAddress(r)),
    col('status', 10, (r, env) => translate(env.lang, `export.orders.status_${r.status}`)),
    col(
      'fail_reason',
      24,
      (r, env) =>
        r.fail_reason ||
        (r.fail_reason_code ? translate(env.lang, `transfer.reason.${r.fail_reason_code}`) : ''),
    ),
    col('upstream_no', 20, (r) => r.upstream_no),
    col('express', 12, (r) => r.express_company),
    col('tracking_no', 20, (r) => r.tracking_no),
    col('activate_time', 20, (r, env) => time(r.activated_at, env.timeZone)),
    col('first_recharge_amount', 12, (r) => money(r.first_recharge_amount)),
    col('first_recharge_time', 20, (r, env) => time(r.first_recharged_at, env.timeZone)),
    col('commission', 10, (r) => money(r.commission)),
    col('settle_time', 20, (r, env) => time(r.settled_at, env.timeZone)),
    col('flag', 8, (r, env) =>
      Number(r.flag) > 0 ? translate(env.lang, `export.orders.flag_${r.flag}`) : '',
    ),
    col('remark', 30, (r) => r.remark),
    col('update_time', 20, (r, env) => time(r.updated_at, env.timeZone)),
  ],
  count: (ctx, merchantId, q) => countExport(ctx.db, merchantId, q, orderEnvOf(ctx)),
  fetchPage: (ctx, merchantId, q, after: OrderExportRow | null, limit) =>
    exportPage(ctx.db, merchantId, q, orderEnvOf(ctx), after, limit),
});
