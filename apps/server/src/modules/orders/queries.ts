import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  type OrderFilter,
  type OrderRow,
  type OrderSource,
  type OrderStatus,
  type RejectReasonCode,
} from '@console/contract';
import type { Executor } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { orders } from './tables';
import { createdWithin } from '../../db/sql-helpers';
import { twoPlaces } from '../../lib/money';
import { maskedAddress, searchHash } from '../../lib/personal-data';
import { isoTime, isoTimeOrNull } from '../../lib/time';
import type { OrderEnv } from './create-orders';
import { limitOffset, type PageWindow } from '../../db/list-page';

/**
 * Whose orders a caller sees. A merchant sees its own; an agent (child_merchant = 2) also sees
 * the orders its sub-merchants' links brought (`agent_id` = the agent), read-only.
 */
export interface OrderScope {
  merchantId: number;
  agent: boolean;
}

/**
 * The tenancy of a list, as one or two conditions that each match an index of `orders`
 * (merchant_id, created_at, id) or (agent_id, created_at, id). Two conditions are run as two
 * ordered branches of a UNION ALL rather than one OR, so that each walks its index newest first
 * and stops at the page instead of sorting every matching row.
 */
function tenancy(scope: OrderScope, f: Pick<OrderFilter, 'sub_merchant_id'>): SQL[] {
  const me = scope.merchantId;
  if (f.sub_merchant_id > 0) {
    // Only an agent has sub-merchants; anyone else's id (or a stranger's) finds nothing.
    if (!scope.agent) return [sql`false`];
    return [sql`${orders.merchantId} = ${f.sub_merchant_id} and ${orders.agentId} = ${me}`];
  }
  if (!scope.agent) return [sql`${orders.merchantId} = ${me}`];
  return [
    sql`${orders.merchantId} = ${me}`,
    sql`${orders.agentId} = ${me} and ${orders.merchantId} <> ${me}`,
  ];
}

/**
 * The filter's conditions besides tenancy. Phone and ID number are matched through their keyed
 * hashes (never by decrypting); `withStatus: false` leaves the status out (the status tabs).
 */
export function filterConditions(f: OrderFilter, env: OrderEnv, withStatus = true): SQL[] {
  const c: SQL[] = [];
  if (withStatus && f.status) c.push(eq(orders.status, f.status));
  if (f.goods_id > 0) c.push(eq(orders.goodsId, f.goods_id));
  if (f.source) c.push(eq(orders.source, f.source));
  c.push(...createdWithin(orders.createdAt, f, env.timeZone));
  if (f.order_no) c.push(eq(orders.orderNo, f.order_no));
  if (f.phone) c.push(eq(orders.phoneHash, searchHash(env.dataKey, f.phone)));
  if (f.id_number) c.push(eq(orders.idNoHash, searchHash(env.dataKey, f.id_number)));
  if (f.flag >= 0) c.push(eq(orders.flag, f.flag));
  return c;
}

/** The whole filter with tenancy as one condition (exports, counts): `(branch or branch) and …`. */
export function orderWhere(scope: OrderScope, f: OrderFilter, env: OrderEnv, withStatus = true): SQL {
  const branches = tenancy(scope, f);
  const who = branches.length === 1 ? branches[0]! : sql`((${branches[0]!}) or (${branches[1]!}))`;
  return and(who, ...filterConditions(f, env, withStatus))!;
}

/** The columns a list shows: masked personal data only; the sealed columns never leave the table. */
export const LIST_COLUMN_NAMES = [
  'id',
  'order_no',
  'merchant_id',
  'goods_id',
  'source',
  'status',
  'name_masked',
  'phone_masked',
  'id_no_masked',
  'province',
  'city',
  'district',
  'fail_reason_code',
  'fail_reason',
  'upstream_no',
  'express_company',
  'tracking_no',
  'activated_at',
  'first_recharge_amount',
  'first_recharged_at',
  'commission',
  'settled_at',
  'flag',
  'remark',
  'created_at',
  'updated_at',
] as const;
const LIST_COLUMNS = sql.raw(LIST_COLUMN_NAMES.map((c) => `o.${c}`).join(', '));
// Spelled as the indexes are (drizzle writes `desc nulls last`): a plain `desc` means nulls first,
// which the indexes cannot give in order, and every page would sort all the matching rows. Both
// columns are not null, so the order is the same.
export const NEWEST_FIRST = sql.raw('created_at desc nulls last, id desc nulls last');

/**
 * The SQL of one page of the order list, newest first (created_at desc, id desc), with the goods'
 * name and, for a sub-merchant's order in an agent's list, the sub-merchant's store name. The
 * service runs exactly this; the benchmark runs it directly to measure the server's overhead.
 */
export function orderListQuery(scope: OrderScope, f: OrderFilter, env: OrderEnv, page: PageWindow): SQL {
  const filters = filterConditions(f, env);
  const branches = tenancy(scope, f);
  // The page's keys first, then its rows: the keys of a deep page come from walking an index
  // (merchant_id, [status,] created_at, id) past the skipped entries, and only the page's own
  // rows are then read from the table.
  const keys = (who: SQL, limit: number, offset: number) =>
    sql`select id, created_at from orders where ${and(who, ...filters)} order by ${NEWEST_FIRST} limit ${limit} offset ${offset}`;
  const pageKeys =
    branches.length === 1
      ? keys(branches[0]!, page.limit, page.offset)
      : // Each branch brings its first offset + limit keys; the merge takes the page from those.
        sql`(${keys(branches[0]!, page.offset + page.limit, 0)}) union all (${keys(branches[1]!, page.offset + page.limit, 0)}) order by ${NEWEST_FIRST} ${limitOffset(page)}`;
  return withNames(sql`select ${LIST_COLUMNS} from (${pageKeys}) k join orders o on o.id = k.id`, scope);
}

/** Rows of `orders` with the goods' name and, for another merchant's order, its store name. */
export const withNames = (rows: SQL, scope: OrderScope) =>
  sql`select p.*, coalesce(g.name, '') as goods_name, coalesce(m.store_name, '') as sub_merchant_name
    from (${rows}) p
    left join goods g on g.id = p.goods_id
    left join merchants m on m.id = p.merchant_id and p.merchant_id <> ${scope.merchantId}
    order by p.created_at desc, p.id desc`;

/**
 * Orders per status under the filter without its status (the tabs), counted over the orders; the
 * list reads them kept when it can (status-counts.ts). `also`: one more condition. An agent's two
 * branches are counted apart and their rows both returned (a status may come twice: the caller
 * adds them up), as the page walks them: one OR would be a bitmap over both indexes, which reads
 * every matching row from the table, where each branch alone is an index-only count over the
 * filter's own index (0029: goods, source, flag; decision 077).
 */
export function statusCountsQuery(scope: OrderScope, f: OrderFilter, env: OrderEnv, also?: SQL): SQL {
  const filters = filterConditions(f, env, false);
  if (also) filters.push(also);
  const counted = (who: SQL) =>
    sql`select status, count(*)::int as n from orders where ${and(who, ...filters)} group by status`;
  const branches = tenancy(scope, f).map(counted);
  return branches.length === 1 ? branches[0]! : sql`(${branches[0]!}) union all (${branches[1]!})`;
}

/** A row of `orderListQuery` as a raw query answers it (int8 may be a number or a string). */
export interface OrderListRecord {
  id: number | string;
  order_no: string;
  merchant_id: number;
  goods_id: number;
  source: string;
  status: string;
  name_masked: string;
  phone_masked: string;
  id_no_masked: string;
  province: string;
  city: string;
  district: string;
  fail_reason_code: string | null;
  fail_reason: string;
  upstream_no: string;
  express_company: string;
  tracking_no: string;
  activated_at: Date | string | null;
  first_recharge_amount: string | null;
  first_recharged_at: Date | string | null;
  commission: string;
  settled_at: Date | string | null;
  flag: number;
  remark: string;
  created_at: Date | string;
  updated_at: Date | string;
  goods_name: string;
  sub_merchant_name: string;
}

const money = twoPlaces;

/** The list's row: masked, with `editable` false for another merchant's (a sub-merchant's) order. */
export function toOrderRow(r: OrderListRecord, callerId: number): OrderRow {
  const own = Number(r.merchant_id) === callerId;
  return {
    id: Number(r.id),
    order_no: r.order_no,
    goods_id: Number(r.goods_id),
    goods_name: r.goods_name,
    source: r.source as OrderSource,
    sub_merchant_id: own ? null : Number(r.merchant_id),
    sub_merchant_name: own ? '' : r.sub_merchant_name,
    customer_name: r.name_masked,
    phone: r.phone_masked,
    id_number: r.id_no_masked,
    address: maskedAddress(r),
    status: r.status as OrderStatus,
    fail_reason_code: r.fail_reason_code as RejectReasonCode | null,
    fail_reason: r.fail_reason,
    upstream_no: r.upstream_no,
    express_company: r.express_company,
    tracking_no: r.tracking_no,
    activate_time: isoTimeOrNull(r.activated_at),
    first_recharge_amount: r.first_recharge_amount === null ? null : money(r.first_recharge_amount),
    first_recharge_time: isoTimeOrNull(r.first_recharged_at),
    commission: money(r.commission),
    settle_time: isoTimeOrNull(r.settled_at),
    flag: Number(r.flag),
    remark: r.remark,
    editable: own,
    create_time: isoTime(r.created_at),
    update_time: isoTime(r.updated_at),
  };
}

export async function listPage(
  db: Executor,
  scope: OrderScope,
  f: OrderFilter,
  env: OrderEnv,
  page: PageWindow,
): Promise<OrderRow[]> {
  const rows = await rawRows<OrderListRecord>(db, orderListQuery(scope, f, env, page));
  return rows.map((r) => toOrderRow(r, scope.merchantId));
}

/**
 * One of the merchant's own orders, as the list shows it. An agent's sub-merchant's order is not
 * one (decision 046): the agent sees it only as the masked row of its lists, so detail and history
 * answer it as not found, like decrypt.
 */
export async function ownOrder(db: Executor, merchantId: number, id: number): Promise<OrderRow | null> {
  const scope: OrderScope = { merchantId, agent: false };
  const one = sql`select ${LIST_COLUMNS} from orders o where o.id = ${id} and o.merchant_id = ${merchantId}`;
  const [row] = await rawRows<OrderListRecord>(db, withNames(one, scope));
  return row ? toOrderRow(row, merchantId) : null;
}
