import type { Domain } from '@console/contract';

/** Lazy parts of a screen that bring their own texts (not a domain, see below). */
type LazyPart = 'orders-detail';

/**
 * The locale namespaces only one domain's pages use. They load with the domain's chunk (see
 * `pageRoute` in router.tsx), not with the shell, so the shell does not grow with every domain.
 * A namespace the shell or a shared component uses (account, gallery, notices, tasks, widgets...)
 * stays out of this list. Type imports only: the bundle benchmark reads it too.
 */
export const DOMAIN_NAMESPACES: Readonly<Partial<Record<Domain | LazyPart, readonly string[]>>> = {
  dashboard: ['dashboard'],
  goods: ['goods'],
  transfer: ['transfer'],
  money: ['money'],
  orders: ['orders'],
  // Not a domain: the texts of the order list's lazy parts (filters, drawer, spreadsheet and
  // re-apply modals), loaded with them, so that the landing page stays small.
  'orders-detail': ['orders-detail'],
  complaints: ['complaints'],
};

/** Every namespace listed above: what the shell does not load up front. */
export const LAZY_NAMESPACES: ReadonlySet<string> = new Set(Object.values(DOMAIN_NAMESPACES).flat());
