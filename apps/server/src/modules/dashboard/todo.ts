import {
  CAPTURE_PLATFORM_ROUTES,
  CAPTURE_PLATFORMS,
  CaptureLogPayload,
  ComplaintListPayload,
  type DashboardTodoResult,
  flattenRoutes,
  isAgent,
  type Language,
  OrderListPayload,
  ShopListPayload,
  type RouteName,
  TopupBatchListPayload,
  type TodoItem,
  type TodoKind,
  type Viewer,
  WithdrawListPayload,
} from '@console/contract';
import type { AppContext } from '../../lib/context';
import { mayOpen } from '../../plugins/permissions';
import { captureLog, shopList } from '../capture';
import { complaintList } from '../complaints';
import { withdrawList } from '../money';
import { orderList } from '../orders';
import { topupBatches } from '../topup';

/** Who asks: what a list needs to answer the caller's own rows. */
export interface TodoCaller {
  ctx: AppContext;
  merchantId: number;
  viewer: Viewer;
  lang: Language;
}

/** The first page of one row: the lists answer their total whatever the page size. */
const ONE = { page: 1, page_size: 1 } as const;

/**
 * One item of the to-do list: the route of the list it opens, the filter in that list's own
 * payload fields (the web puts them in the address, the list reads them from there), and the
 * count: the very list call (its service function, its SQL) with that filter, its total.
 */
interface TodoSource {
  kind: TodoKind;
  route: RouteName;
  filter: Record<string, string>;
  count: (caller: TodoCaller, filter: Record<string, string>) => Promise<number>;
}

const SOURCES: readonly TodoSource[] = [
  {
    // Rejected and not transferred: the merchant re-applies them on other goods or resubmits them.
    kind: 'orders_rejected',
    route: 'OrderList',
    filter: { status: 'rejected' },
    count: async ({ ctx, merchantId, viewer }, filter) =>
      (
        await orderList(
          ctx,
          { merchantId, agent: isAgent(viewer) },
          OrderListPayload.parse({ ...filter, ...ONE }),
        )
      ).total,
  },
  {
    // Platform orders whose product has no goods yet: of every platform (decision 045).
    kind: 'orders_waiting_mapping',
    route: 'CatchWaiting',
    filter: { state: 'waiting' },
    count: async ({ ctx, merchantId, lang }, filter) =>
      (await captureLog(ctx, merchantId, CaptureLogPayload.parse({ ...filter, ...ONE }), lang)).total,
  },
  {
    kind: 'complaints_pending',
    route: 'ComplaintWorkOrderList',
    filter: { status: 'pending' },
    count: async ({ ctx, merchantId, lang }, filter) =>
      (await complaintList(ctx, merchantId, ComplaintListPayload.parse({ ...filter, ...ONE }), lang)).total,
  },
  {
    kind: 'complaints_processing',
    route: 'ComplaintWorkOrderList',
    filter: { status: 'processing' },
    count: async ({ ctx, merchantId, lang }, filter) =>
      (await complaintList(ctx, merchantId, ComplaintListPayload.parse({ ...filter, ...ONE }), lang)).total,
  },
  {
    kind: 'withdrawals_pending',
    route: 'WithdrawRecord',
    filter: { status: 'pending' },
    count: async ({ ctx, merchantId }, filter) =>
      (await withdrawList(ctx, merchantId, WithdrawListPayload.parse({ ...filter, ...ONE }))).total,
  },
  // Shops whose token runs out within three days or whose last sync failed: one item per
  // platform, as each platform's shops are a list of their own.
  ...CAPTURE_PLATFORMS.map((platform): TodoSource => ({
    kind: 'shops_attention',
    route: CAPTURE_PLATFORM_ROUTES[platform],
    filter: { platform, attention: 'any' },
    count: async ({ ctx, merchantId, lang }, filter) =>
      (await shopList(ctx, merchantId, ShopListPayload.parse(filter), lang)).total,
  })),
  {
    // Batches with failed numbers (refunded) that no retry batch was made of yet.
    kind: 'topups_failed',
    route: 'Recharge',
    filter: { failed: 'not_retried' },
    count: async ({ ctx, merchantId }, filter) =>
      (await topupBatches(ctx, merchantId, TopupBatchListPayload.parse({ ...filter, ...ONE }))).total,
  },
];

const PATHS = new Map(flattenRoutes().map((r) => [r.name, r.path]));

/**
 * `/dashboard/todo`: what waits for the merchant, only in the sections its menu shows (a flag
 * off, a special merchant, a partner's hidden section: the item is not even counted), and only
 * items with rows. The lists are asked one after the other: on PGlite they would queue anyway.
 */
export async function dashboardTodo(caller: TodoCaller): Promise<DashboardTodoResult> {
  const items: TodoItem[] = [];
  for (const source of SOURCES) {
    if (!mayOpen(source.route, caller.viewer)) continue;
    const count = await source.count(caller, source.filter);
    if (count > 0)
      items.push({ kind: source.kind, count, path: PATHS.get(source.route)!, filter: source.filter });
  }
  return { items };
}
