import { distributionFilter, subMerchantFilter } from '@console/contract';
import { defineExporter, type ExportColumn, type IdOwner } from '../../jobs/exporters';
import { partnersGoods } from '../goods';
import { translate } from '../../lib/i18n';
import { orderEnvOf } from '../orders';
import { type DistributionRecord, distributionPage, distributionTotals } from './distribution-queries';
import {
  countSubMerchants,
  descendantsOf,
  type SubMerchantRecord,
  subMerchantPage,
} from './sub-merchant-queries';
import { toDistributionRow, toSubMerchantRow } from './rows';

export const SUB_MERCHANT_EXPORT_KIND = 'sub_merchants';
export const DISTRIBUTION_EXPORT_KIND = 'distribution_orders';

/** A merchant anywhere below the agent (the distribution list's scope). */
const belowTheAgent: IdOwner = async (ctx, agentId, id) =>
  (await descendantsOf(ctx.db, agentId)).some((d) => d.id === id);

const subCol = (
  key: string,
  width: number,
  value: (r: ReturnType<typeof toSubMerchantRow>) => string | number,
): ExportColumn<SubMerchantRecord> => ({
  header: `export.subs.${key}`,
  width,
  value: (r, env) => value(toSubMerchantRow(r, env.timeZone)),
});

/** The agent's sub-merchants as on screen (accounts masked), newest first. */
export const subMerchantExporter = defineExporter({
  kind: SUB_MERCHANT_EXPORT_KIND,
  query: subMerchantFilter,
  sheet: 'export.subs.sheet',
  columns: [
    subCol('account', 16, (r) => r.account),
    subCol('store_name', 24, (r) => r.store_name),
    {
      header: 'export.subs.status',
      width: 10,
      value: (r: SubMerchantRecord, env) => translate(env.lang, `agents.status.${r.status}`),
    },
    subCol('join_time', 20, (r) => r.join_time),
    subCol('orders', 10, (r) => r.orders),
    subCol('settled_orders', 12, (r) => r.settled_orders),
    subCol('commission', 14, (r) => r.commission),
  ],
  count: (ctx, agentId, q) => countSubMerchants(ctx.db, agentId, q, ctx.config.TIME_ZONE),
  // Few rows (an agent's direct sub-merchants): offset pages over (created_at, id) are exact.
  fetchPage: async (ctx, agentId, q, after: SubMerchantRecord | null, limit) => {
    const all = await subMerchantPage(ctx.db, agentId, q, ctx.config.TIME_ZONE, {
      limit: 100_000,
      offset: 0,
    });
    const start = after ? all.findIndex((r) => r.id === after.id) + 1 : 0;
    return all.slice(start, start + limit);
  },
});

const orderCol = (
  key: string,
  width: number,
  value: (r: ReturnType<typeof toDistributionRow>) => string,
): ExportColumn<DistributionRecord> => ({
  header: `export.distribution.${key}`,
  width,
  value: (r, env) => value(toDistributionRow(r, env.timeZone)),
});

/** The distribution orders as on screen (customers masked), newest first, by keyset pages. */
export const distributionExporter = defineExporter({
  kind: DISTRIBUTION_EXPORT_KIND,
  query: distributionFilter,
  // `child_id`, the direct sub-merchant an order came through, is below the agent like the seller.
  ids: { goods_id: partnersGoods, sub_merchant_id: belowTheAgent, child_id: belowTheAgent },
  sheet: 'export.distribution.sheet',
  columns: [
    orderCol('order_no', 22, (r) => r.order_no),
    orderCol('goods', 24, (r) => r.goods_name),
    orderCol('sub_merchant', 22, (r) => r.sub_merchant_name),
    {
      header: 'export.distribution.status',
      width: 10,
      value: (r: DistributionRecord, env) => translate(env.lang, `export.orders.status_${r.status}`),
    },
    orderCol('customer', 10, (r) => r.customer_name),
    orderCol('phone', 14, (r) => r.phone),
    orderCol('sub_commission', 14, (r) => r.sub_commission),
    orderCol('agent_commission', 14, (r) => r.agent_commission),
    orderCol('create_time', 20, (r) => r.create_time),
    orderCol('settle_time', 20, (r) => r.settle_time ?? ''),
  ],
  count: async (ctx, agentId, q) => Number((await distributionTotals(ctx.db, agentId, q, orderEnvOf(ctx))).n),
  fetchPage: (ctx, agentId, q, after: DistributionRecord | null, limit) =>
    distributionPage(ctx.db, agentId, q, orderEnvOf(ctx), {
      limit,
      offset: 0,
      ...(after ? { after: { cursor: after.cursor, id: Number(after.id) } } : {}),
    }),
});
