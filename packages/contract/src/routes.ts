import { PARTNER_SUBSIDY } from './constants';
import type { PermissionId } from './permissions';

/**
 * The business domains of the console: one web feature folder each (`features/<domain>`), the
 * same name as the server module and the contract folder where there is one. A route names the
 * domain whose screens it shows, so a misspelt domain is a type error, not a coming-soon page.
 */
export const DOMAINS = [
  'dashboard',
  'orders',
  'money',
  'complaints',
  'goods',
  'transfer',
  'agents',
  'live',
  'capture',
  'topup',
  'statistics',
  'account',
  'gallery',
  'notices',
  'tasks',
  'team',
  'audit',
  'security',
] as const;
export type Domain = (typeof DOMAINS)[number];

/** Feature flags of `/merchant/info` that show or hide a section. */
export type MenuFlag = 'huafei_is_show' | 'store_data_is_show' | 'work_order_is_show';

/**
 * One route of the console (specification section 2). `name` is also the key of its title in the
 * web's `routes` locale namespace and of its entry in `/api/user/nav`.
 */
export interface RouteDef {
  name: string;
  path: string;
  /** The permission of the route; absent means every signed-in merchant may open it. */
  permission?: PermissionId;
  /** The business domain whose screens the route shows (one web feature folder). */
  domain?: Domain;
  hiddenForSpecial?: boolean;
  /** Reachable but never listed in a menu (e.g. amount records, from the user menu). */
  hideInMenu?: boolean;
  flag?: MenuFlag;
  /** Only these partners see the route. */
  partners?: readonly number[];
  /** Merchants for whom the item is hidden (the per-route meta list of section 6). */
  hiddenForMerchants?: readonly number[];
  /** Navigating to exactly this path only warns 正在开发中... and stays (section 2). */
  underDevelopment?: boolean;
  /** Only agents (child_merchant = 2) see it: for the others it is in the blocked rule list. */
  agentOnly?: boolean;
  /**
   * Every member of a merchant's team opens it, whatever their role: it shows their own things
   * (their password, their two-step sign-in, their exports, their operation log).
   */
  everyMember?: boolean;
  children?: readonly RouteDef[];
}

const SPECIAL = { hiddenForSpecial: true } as const;

export const ROUTES = [
  { name: 'Dashboard', path: '/dashboard', domain: 'dashboard' },
  {
    name: 'Order',
    path: '/order',
    domain: 'orders',
    children: [
      { name: 'OrderList', path: '/order/list', permission: 'order', domain: 'orders' },
      {
        name: 'SubsidyRecord',
        path: '/order/Subsidy-record',
        permission: 'orderSubsidyRecord',
        partners: [PARTNER_SUBSIDY],
        domain: 'money',
      },
      {
        name: 'RechargeRecord',
        path: '/order/Recharge-record',
        permission: 'orderRechargeRecord',
        partners: [PARTNER_SUBSIDY],
        domain: 'money',
      },
      {
        name: 'ComplaintWorkOrderList',
        path: '/order/complaint-work-order-list',
        permission: 'complaintWorkOrderList',
        flag: 'work_order_is_show',
        domain: 'complaints',
        ...SPECIAL,
      },
    ],
  },
  {
    name: 'Goods',
    path: '/goods',
    domain: 'goods',
    children: [{ name: 'GoodsList', path: '/goods/list', permission: 'goods', domain: 'goods' }],
  },
  {
    name: 'Transfer',
    path: '/transfer',
    domain: 'transfer',
    ...SPECIAL,
    children: [
      {
        name: 'GoodsTransfer',
        path: '/transfer/list',
        permission: 'transferList',
        domain: 'transfer',
        ...SPECIAL,
      },
    ],
  },
  {
    name: 'Withdraw',
    path: '/withdraw',
    domain: 'money',
    ...SPECIAL,
    children: [
      {
        name: 'WithdrawRecord',
        path: '/withdraw/record',
        permission: 'withdrawRecord',
        domain: 'money',
        ...SPECIAL,
      },
    ],
  },
  {
    name: 'Agent',
    path: '/agent',
    domain: 'agents',
    ...SPECIAL,
    children: [
      {
        name: 'AgentList',
        path: '/agent/list',
        permission: 'agentList',
        agentOnly: true,
        domain: 'agents',
        ...SPECIAL,
      },
      {
        name: 'AgentListConfigure',
        path: '/agent/list/configure',
        permission: 'agentListConfigure',
        agentOnly: true,
        domain: 'agents',
        ...SPECIAL,
      },
      {
        name: 'AgentOrderList',
        path: '/agent/order',
        permission: 'agentOrderList',
        agentOnly: true,
        domain: 'agents',
        ...SPECIAL,
      },
    ],
  },
  {
    name: 'Live',
    path: '/live',
    domain: 'live',
    underDevelopment: true,
    ...SPECIAL,
    children: [
      { name: 'LiveOrderGoods', path: '/live/order-goods', domain: 'live', ...SPECIAL },
      { name: 'LiveOrderDouyin', path: '/live/order-douyin', domain: 'live', ...SPECIAL },
      { name: 'LiveRoomList', path: '/live/room/list', domain: 'live', ...SPECIAL },
      { name: 'LiveRoomGoods', path: '/live/room/goods', domain: 'live', ...SPECIAL },
      { name: 'LiveAnchorList', path: '/live/anchor-list', domain: 'live', ...SPECIAL },
      { name: 'LiveAnchorRecord', path: '/live/anchor-record', domain: 'live', ...SPECIAL },
    ],
  },
  {
    name: 'CatchOrder',
    path: '/catch-order',
    domain: 'capture',
    underDevelopment: true,
    ...SPECIAL,
    children: [
      { name: 'CatchDoudianList', path: '/catch-order/doudian/list', domain: 'capture', ...SPECIAL },
      { name: 'CatchDoudianLive', path: '/catch-order/doudian/live', domain: 'capture', ...SPECIAL },
      { name: 'CatchGantanhao', path: '/catch-order/gantanhao', domain: 'capture', ...SPECIAL },
      { name: 'CatchPdd', path: '/catch-order/pdd', domain: 'capture', ...SPECIAL },
      // The per-merchant meta list at work: this demo merchant does not sell on Kuaishou.
      {
        name: 'CatchKuaishou',
        path: '/catch-order/kuaishou',
        domain: 'capture',
        hiddenForMerchants: [10062],
        ...SPECIAL,
      },
      // Orders of every platform waiting for a product mapping (the dashboard's to-do opens it).
      { name: 'CatchWaiting', path: '/catch-order/waiting', domain: 'capture', ...SPECIAL },
    ],
  },
  { name: 'Recharge', path: '/recharge', domain: 'topup', flag: 'huafei_is_show', ...SPECIAL },
  {
    name: 'StatisticsStore',
    path: '/statistics-store',
    domain: 'statistics',
    flag: 'store_data_is_show',
    children: [
      { name: 'StatisticsDay', path: '/statistics-store/day', domain: 'statistics' },
      { name: 'StatisticsShop', path: '/statistics-store/shop', domain: 'statistics' },
      { name: 'StatisticsCostEnter', path: '/statistics-store/cost-enter', domain: 'statistics' },
      { name: 'StatisticsGoods', path: '/statistics-store/goods', domain: 'statistics' },
      { name: 'StatisticsFirstGoods', path: '/statistics-store/first-goods', domain: 'statistics' },
      { name: 'StatisticsGoodsDay', path: '/statistics-store/goods-day', domain: 'statistics' },
    ],
  },
  { name: 'AccountBalance', path: '/account/balance', domain: 'money', hideInMenu: true },
  { name: 'AccountCenter', path: '/account/center', domain: 'account', hideInMenu: true },
  {
    name: 'AccountSettings',
    path: '/account/settings',
    domain: 'account',
    hideInMenu: true,
    everyMember: true,
  },
  // The merchant's team (staff and roles), its operation log and each person's sign-in security.
  { name: 'AccountTeam', path: '/account/team', domain: 'team', hideInMenu: true },
  { name: 'AccountRoles', path: '/account/roles', domain: 'team', hideInMenu: true },
  { name: 'AccountLog', path: '/account/log', domain: 'audit', hideInMenu: true, everyMember: true },
  {
    name: 'AccountSecurity',
    path: '/account/security',
    domain: 'security',
    hideInMenu: true,
    everyMember: true,
  },
  { name: 'Gallery', path: '/gallery', domain: 'gallery', hideInMenu: true },
  // Special merchants have the notice widgets hidden (section 6): the notices page and calls too.
  { name: 'Notices', path: '/notices', domain: 'notices', hideInMenu: true, ...SPECIAL },
  // Their task widgets are hidden too (the header popover, the dashboard's card), but the page
  // stays: it is where the file of an export or an import's report is fetched, and the export and
  // import dialogs lead there.
  { name: 'Tasks', path: '/tasks', domain: 'tasks', hideInMenu: true, everyMember: true },
] as const satisfies readonly RouteDef[];

type NamesOf<T> = T extends readonly (infer R)[]
  ? R extends { name: infer N; children: infer C }
    ? N | NamesOf<C>
    : R extends { name: infer N }
      ? N
      : never
  : never;
/** The name of a route of the table: a misspelt one is a type error. */
export type RouteName = NamesOf<typeof ROUTES>;

/** The route table as a flat list, parents before their children. */
export function flattenRoutes(routes: readonly RouteDef[] = ROUTES): RouteDef[] {
  return routes.flatMap((r) => [r, ...flattenRoutes(r.children ?? [])]);
}
