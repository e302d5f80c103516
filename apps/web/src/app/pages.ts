import type { Domain } from '@console/contract';
import type { PageModule } from '@/lib/page-module';

/**
 * The screens of each business domain, one lazy chunk per domain. A domain not listed here (its
 * screens belong to a later issue) shows the generic "coming soon" placeholder for each of its
 * routes: the issue that builds it adds `features/<domain>/routes/index.ts` exporting
 * `pages: { RouteName: Component }` and one line below. Domains and route names are those of the
 * contract's `DOMAINS` and `ROUTES`, so a misspelt one does not compile.
 */
export const DOMAIN_PAGES: Partial<Record<Domain, () => Promise<PageModule>>> = {
  dashboard: () => import('@/features/dashboard/routes').then((m) => m.pages),
  notices: () => import('@/features/notices/routes/notices-page').then((m) => ({ Notices: m.NoticesPage })),
  tasks: () => import('@/features/tasks/routes/tasks-page').then((m) => ({ Tasks: m.TasksPage })),
  gallery: () => import('@/features/gallery/routes').then((m) => m.pages),
  account: () => import('@/features/account/routes').then((m) => m.pages),
  money: () => import('@/features/money/routes').then((m) => m.pages),
  goods: () => import('@/features/goods/routes').then((m) => m.pages),
  transfer: () => import('@/features/transfer/routes').then((m) => m.pages),
  orders: () => import('@/features/orders/routes').then((m) => m.pages),
  complaints: () => import('@/features/complaints/routes').then((m) => m.pages),
  agents: () => import('@/features/agents/routes').then((m) => m.pages),
  capture: () => import('@/features/capture/routes').then((m) => m.pages),
  live: () => import('@/features/live/routes').then((m) => m.pages),
  topup: () => import('@/features/topup/routes').then((m) => m.pages),
  statistics: () => import('@/features/statistics/routes').then((m) => m.pages),
  team: () => import('@/features/team/routes').then((m) => m.pages),
  security: () => import('@/features/security/routes').then((m) => m.pages),
  audit: () => import('@/features/audit/routes').then((m) => m.pages),
};
