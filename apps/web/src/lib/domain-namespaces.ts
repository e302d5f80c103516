import type { Domain } from '@console/contract';

/** Parts of the console that bring their own texts but are not a domain (see below). */
export type LazyPart =
  'auth' | 'orders-detail' | 'agents-detail' | 'capture-detail' | 'live-detail' | 'store';

/**
 * The locale namespaces that load with a domain's pages, with its chunk (see
 * `pageRoute` in router.tsx), not with the shell, so the shell does not grow with every domain.
 * A namespace the shell uses (account, notices, tasks, widgets...) stays out of this list; a shared
 * component's (gallery) is listed under each domain that shows it. Type imports only: the bundle benchmark reads it too.
 */
export const DOMAIN_NAMESPACES: Readonly<Partial<Record<Domain | LazyPart, readonly string[]>>> = {
  dashboard: ['dashboard'],
  // The image library's and the image uploads' texts: with each domain whose screens show them
  // (domain-namespaces.test.ts finds those screens), not with the shell.
  gallery: ['gallery'],
  // The account pages' texts; the user menu's three links to them are the shell's.
  account: ['account', 'gallery'],
  goods: ['goods'],
  transfer: ['transfer'],
  money: ['money'],
  orders: ['orders'],
  // Not a domain: the texts of the order list's lazy parts (filters, drawer, spreadsheet and
  // re-apply modals), loaded with them, so that the landing page stays small.
  'orders-detail': ['orders-detail'],
  // Not a domain: the texts of the distribution screens' lazy parts (the commission dialog, the
  // orders' filter form), loaded with them.
  'agents-detail': ['agents-detail'],
  complaints: ['complaints', 'gallery'],
  agents: ['agents'],
  capture: ['capture'],
  // Not a domain: the texts of the capture screens' lazy parts (the shop and live-room forms, the
  // product mapping), loaded with them.
  'capture-detail': ['capture-detail'],
  // The live-room orders show the orders' status tag, whose texts are the orders'.
  live: ['live', 'orders'],
  // Not a domain: the texts of the live screens' lazy parts (the room, goods, anchor and session
  // forms, and the image library's for the anchor's avatar), loaded with them.
  'live-detail': ['live-detail', 'gallery'],
  // The bulk phone top-up (`/recharge`; its lazy batch editor reads the same namespace).
  topup: ['topup'],
  statistics: ['statistics'],
  team: ['team'],
  security: ['security'],
  audit: ['audit'],
  // Not a domain either: the sign-in, registration, reset and activation pages' texts, loaded with
  // the auth layout; the console after sign-in never needs them.
  auth: ['auth'],
  // Not a domain: the storefront's texts (the customers' order page). The storefront's own entry
  // (store.html, features/store/texts.ts) reads them; the console never loads them.
  store: ['store'],
};

/** Every namespace listed above: what the shell does not load up front. */
export const LAZY_NAMESPACES: ReadonlySet<string> = new Set(Object.values(DOMAIN_NAMESPACES).flat());
