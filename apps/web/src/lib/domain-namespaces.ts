import type { Domain } from '@console/contract';

/** Parts of the console that bring their own texts but are not a domain (see below). */
export type LazyPart =
  'auth' | 'orders-detail' | 'agents-detail' | 'capture-detail' | 'live-detail' | 'store';

/**
 * The namespaces a feature keeps in its folder (`features/<domain>/locales/<lang>/<ns>.json`,
 * decision 066) load with its pages, with its chunk (see `pageRoute` in router.tsx), not with the
 * shell, so the shell does not grow with every domain. These few the shell shows itself (the
 * notice bell, the task list in the header) and loads with its own (`locales/<lang>/`).
 */
export const SHELL_FEATURE_NAMESPACES: ReadonlySet<string> = new Set(['notices', 'tasks']);

/**
 * The namespaces that load with a domain's pages or a lazy part where they are not just its own
 * (`namespacesOf`): a shared component's (gallery) is listed under each domain that shows it.
 * A new domain whose pages read only their own namespace needs no line here. Type imports only:
 * the bundle benchmark reads it too.
 */
export const DOMAIN_NAMESPACES: Readonly<Partial<Record<Domain | LazyPart, readonly string[]>>> = {
  // The image library's and the image uploads' texts (shared components', in `locales/<lang>/`):
  // with each domain whose screens show them (domain-namespaces.test.ts finds those screens), not
  // with the shell.
  gallery: ['gallery'],
  // The account pages' texts; the user menu's three links to them are the shell's.
  account: ['account', 'gallery'],
  // Not a domain: the texts of the order list's lazy parts (filters, drawer, spreadsheet and
  // re-apply modals), loaded with them, so that the landing page stays small.
  'orders-detail': ['orders-detail'],
  // Not a domain: the texts of the distribution screens' lazy parts (the commission dialog, the
  // orders' filter form), loaded with them.
  'agents-detail': ['agents-detail'],
  complaints: ['complaints', 'gallery'],
  // Not a domain: the texts of the capture screens' lazy parts (the shop and live-room forms, the
  // product mapping), loaded with them.
  'capture-detail': ['capture-detail'],
  // The live-room orders show the orders' status tag, whose texts are the orders'.
  live: ['live', 'orders'],
  // Not a domain: the texts of the live screens' lazy parts (the room, goods, anchor and session
  // forms, and the image library's for the anchor's avatar), loaded with them.
  'live-detail': ['live-detail', 'gallery'],
  // Not a domain either: the sign-in, registration, reset and activation pages' texts, loaded with
  // the auth layout; the console after sign-in never needs them.
  auth: ['auth'],
  // Not a domain: the storefront's texts (the customers' order page). The storefront's own entry
  // (store.html, features/store/texts.ts) reads them; the console never loads them.
  store: ['store'],
};

/** The namespaces that load with a domain's pages or a lazy part: those listed, else its own. */
export const namespacesOf = (part: Domain | LazyPart): readonly string[] => DOMAIN_NAMESPACES[part] ?? [part];

const LISTED: ReadonlySet<string> = new Set(Object.values(DOMAIN_NAMESPACES).flat());
/**
 * Whether a namespace loads with pages rather than with the shell: a feature's own (in its folder),
 * but those the shell shows, and a shared component's listed above (gallery).
 */
export const loadsWithPages = (namespace: string, inFeatureFolder: boolean) =>
  (inFeatureFolder && !SHELL_FEATURE_NAMESPACES.has(namespace)) || LISTED.has(namespace);
