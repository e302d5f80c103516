// What each route of the console loads on a first visit, read from the Vite manifest: the
// routes with their budgets, the modules that must stay lazy, and the walk of a route's static
// imports. `bundle-budget.ts` asks the server for the bytes of these files.
import { loadsWithPages, namespacesOf } from '../apps/web/src/lib/domain-namespaces';

export const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const ANTD_LOCALE: Record<Language, string | null> = {
  'zh-CN': 'zh_CN',
  'zh-TW': 'zh_TW',
  'en-US': null, // antd's built-in default: no request
  'pt-BR': 'pt_BR',
};
const DAYJS_LOCALE: Record<Language, string | null> = {
  'zh-CN': 'zh-cn',
  'zh-TW': 'zh-tw',
  'en-US': null, // dayjs' built-in 'en'
  'pt-BR': 'pt-br',
};

/** Budgets of the issue, decimal kilobytes (the stricter reading of "KB"). */
export const SIGN_IN_BUDGET_BYTES = 250_000;
export const SHELL_BUDGET_BYTES = 450_000;
/** The storefront (store.html, the customers' order page on a phone): its first load. */
export const STORE_BUDGET_BYTES = 100_000;

interface RouteSpec {
  name: string;
  budget: number;
  roots: (lang: Language, manifest: Manifest) => string[];
}

const antdLocale = (lang: Language) =>
  ANTD_LOCALE[lang] ? [`../../node_modules/antd/es/locale/${ANTD_LOCALE[lang]}.js`] : [];
const dayjsLocale = (lang: Language) =>
  DAYJS_LOCALE[lang] ? [`../../node_modules/dayjs/locale/${DAYJS_LOCALE[lang]}.js`] : [];
/**
 * The language's namespaces (lib/i18n.ts): `common` and `auth` before sign-in; in the shell all of them
 * but the domains' own, which come with their domain's pages (lib/domain-namespaces.ts).
 */
/** Before sign-in: the common texts and those of the auth pages. */
const SIGN_IN_NAMESPACES = new Set(['common', ...namespacesOf('auth')]);
const texts = (lang: Language, manifest: Manifest, stage: 'sign-in' | 'shell') =>
  withKeyTexts(
    lang,
    manifest,
    Object.keys(manifest).filter((key) => {
      if (!isNamespaceFile(lang, key)) return false;
      const ns = namespaceOf(key);
      return stage === 'sign-in'
        ? SIGN_IN_NAMESPACES.has(ns)
        : !loadsWithPages(ns, key.startsWith('src/features/'));
    }),
  );
/**
 * The texts of the contract's message keys that come with these namespaces (lib/i18n.ts, decision
 * 056): the shared keys' with `common`, a domain's with the namespace of its name.
 */
const keyTexts = (lang: Language, manifest: Manifest, namespaces: readonly string[]) =>
  namespaces
    .map((ns) => `../../packages/contract/src/${ns === 'common' ? '' : `${ns}/`}texts/${lang}.json`)
    .filter((file) => file in manifest);
const namespaceOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
/** A namespace file of the language: the shell's `src/locales/<lang>/` or a feature's own (decision 066). */
const isNamespaceFile = (lang: Language, key: string) =>
  new RegExp(`^src/(features/[\\w-]+/)?locales/${lang}/[\\w-]+\\.json$`).test(key);
/** A language's namespace files, with the texts of the message keys that come with them. */
const withKeyTexts = (lang: Language, manifest: Manifest, files: string[]) => [
  ...files,
  ...keyTexts(lang, manifest, files.map(namespaceOf)),
];
/** A domain's pages: its chunk and its own namespaces. */
const domain = (
  lang: Language,
  manifest: Manifest,
  name: Parameters<typeof namespacesOf>[0],
  entry: string,
) => [
  entry,
  ...withKeyTexts(
    lang,
    manifest,
    Object.keys(manifest).filter(
      (key) => isNamespaceFile(lang, key) && namespacesOf(name).includes(namespaceOf(key)),
    ),
  ),
];

/**
 * The console after sign-in: the entry, the main layout, the list of the language's console
 * namespaces (lib/i18n.ts) and every namespace, the locales, the gate.
 */
const shell = (lang: Language, manifest: Manifest) => [
  'index.html',
  'src/app/layouts/main-layout.tsx',
  'src/app/routes/page-gate.tsx',
  `src/lib/console-texts/${lang}.ts`,
  ...texts(lang, manifest, 'shell'),
  ...antdLocale(lang),
  ...dayjsLocale(lang),
];

export const ROUTES: RouteSpec[] = [
  {
    name: 'sign-in (#/auth/login)',
    budget: SIGN_IN_BUDGET_BYTES,
    roots: (lang, manifest) => [
      'index.html',
      'src/app/layouts/auth-layout.tsx',
      'src/features/auth/routes/login-page.tsx',
      ...texts(lang, manifest, 'sign-in'),
      ...antdLocale(lang),
    ],
  },
  {
    // Its own entry (React only, its own translator), beside the sign-in route: the texts of one
    // language come with it.
    name: 'storefront (/store/<promo>/goods/<id>)',
    budget: STORE_BUDGET_BYTES,
    roots: (lang) => ['store.html', `src/features/store/locales/${lang}/store.json`],
  },
  {
    // The landing page of the merchant reading: its drawer, modals and column settings are lazy.
    name: 'shell + order list (#/order/list)',
    budget: SHELL_BUDGET_BYTES,
    roots: (lang, manifest) => [
      ...shell(lang, manifest),
      ...domain(lang, manifest, 'orders', 'src/features/orders/routes/index.ts'),
    ],
  },
  {
    name: 'shell + notices list (#/notices)',
    budget: SHELL_BUDGET_BYTES,
    roots: (lang, manifest) => [...shell(lang, manifest), 'src/features/notices/routes/notices-page.tsx'],
  },
  {
    name: 'shell + tasks list (#/tasks)',
    budget: SHELL_BUDGET_BYTES,
    roots: (lang, manifest) => [...shell(lang, manifest), 'src/features/tasks/routes/tasks-page.tsx'],
  },
  {
    name: 'shell + dashboard (#/dashboard)',
    budget: SHELL_BUDGET_BYTES,
    roots: (lang, manifest) => [
      ...shell(lang, manifest),
      ...domain(lang, manifest, 'dashboard', 'src/features/dashboard/routes/index.ts'),
    ],
  },
  {
    // The money domain is one chunk: amount records, withdrawals (with the request form and the
    // payee drawer) and the subsidy lists.
    name: 'shell + money pages (#/withdraw/record)',
    budget: SHELL_BUDGET_BYTES,
    roots: (lang, manifest) => [
      ...shell(lang, manifest),
      ...domain(lang, manifest, 'money', 'src/features/money/routes/index.ts'),
    ],
  },
  {
    name: 'shell + goods list (#/goods/list)',
    budget: SHELL_BUDGET_BYTES,
    roots: (lang, manifest) => [
      ...shell(lang, manifest),
      ...domain(lang, manifest, 'goods', 'src/features/goods/routes/index.ts'),
    ],
  },
  {
    name: 'shell + transfer list (#/transfer/list)',
    budget: SHELL_BUDGET_BYTES,
    roots: (lang, manifest) => [
      ...shell(lang, manifest),
      ...domain(lang, manifest, 'transfer', 'src/features/transfer/routes/index.ts'),
    ],
  },
  {
    // The handling drawer (timeline, form, attachments) is lazy: it comes with the first opening.
    name: 'shell + complaint work orders (#/order/complaint-work-order-list)',
    budget: SHELL_BUDGET_BYTES,
    roots: (lang, manifest) => [
      ...shell(lang, manifest),
      ...domain(lang, manifest, 'complaints', 'src/features/complaints/routes/index.ts'),
    ],
  },
  {
    // The three distribution screens are one chunk; the commission dialog, the export naming
    // modal and the order filters' form load on first use.
    name: 'shell + distribution (#/agent/list)',
    budget: SHELL_BUDGET_BYTES,
    roots: (lang, manifest) => [
      ...shell(lang, manifest),
      ...domain(lang, manifest, 'agents', 'src/features/agents/routes/index.ts'),
      // Each distribution screen is a chunk of its own (`lazyPage`).
      'src/features/agents/routes/sub-merchant-page.tsx',
    ],
  },
  {
    // Each capture screen is a chunk of its own (`lazyPage`); the shop and live-room forms and the
    // product mapping load on first use (features/capture/components/lazy-parts.tsx).
    name: 'shell + order capture (#/catch-order/doudian/list)',
    budget: SHELL_BUDGET_BYTES,
    roots: (lang, manifest) => [
      ...shell(lang, manifest),
      ...domain(lang, manifest, 'capture', 'src/features/capture/routes/index.ts'),
      'src/features/capture/routes/shop-page.tsx',
    ],
  },
  {
    // Each live screen is a chunk of its own (`lazyPage`); the room, goods, anchor and session forms
    // load on first use.
    name: 'shell + live (#/live/order-goods)',
    budget: SHELL_BUDGET_BYTES,
    roots: (lang, manifest) => [
      ...shell(lang, manifest),
      ...domain(lang, manifest, 'live', 'src/features/live/routes/index.ts'),
      'src/features/live/routes/live-order-page.tsx',
    ],
  },
  {
    // The bulk top-up screen (batches, a batch's items) is one chunk; the batch editor (paste box,
    // sheet upload, preview table) loads when a batch is first made.
    name: 'shell + bulk top-up (#/recharge)',
    budget: SHELL_BUDGET_BYTES,
    roots: (lang, manifest) => [
      ...shell(lang, manifest),
      ...domain(lang, manifest, 'topup', 'src/features/topup/routes/index.ts'),
    ],
  },
  {
    // Each statistics screen is a chunk of its own (`lazyPage`); ECharts (the charts) and the cost
    // history load after the screen has drawn, in chunks of their own.
    name: 'shell + store statistics (#/statistics-store/day)',
    budget: SHELL_BUDGET_BYTES,
    roots: (lang, manifest) => [
      ...shell(lang, manifest),
      ...domain(lang, manifest, 'statistics', 'src/features/statistics/routes/index.ts'),
      'src/features/statistics/routes/day-page.tsx',
    ],
  },
];

/**
 * Modules that must stay in lazy chunks of their own, out of every route above: the mind-map
 * library loads when a mind-map modal opens, antd's Tree with the area drawer, antd's range picker
 * after the list page has drawn, the QR code modal when a code is asked for.
 */
export const LAZY_ONLY = [
  'src/components/mind-map-modal/render-mind-map.ts',
  'src/components/area-tree-drawer/area-tree-drawer.tsx',
  'src/components/list-page/date-range-picker.tsx',
  'src/components/qr-modal/qr-modal.tsx',
  'src/features/topup/components/batch-editor.tsx',
  'src/features/statistics/components/echart.tsx',
];

/** The files a set of manifest entries loads: their chunks, CSS and static imports. */
export function filesOf(manifest: Manifest, roots: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the manifest: ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep); // static imports load with the chunk
  };
  roots.forEach(visit);
  return files;
}
