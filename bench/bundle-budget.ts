// What each route of the console downloads on a first visit, as the console's own server sends it,
// against its budget. Reads the Vite manifest of `apps/web/dist` (run after `npm run build -w
// @console/web`): each route is a set of manifest entries (the entry of index.html, the lazy
// layout and page chunks, the language's texts, antd's and dayjs' locales); static imports are
// followed, dynamic ones are not (they load later, on demand). JS and CSS count, decimal kilobytes.
// Each file is asked of a real server twice: as a browser that takes Brotli asks (`br, gzip`,
// what the console's browsers send) and as one that takes only gzip; the budget holds for the
// gzip answer (every browser), the Brotli figure is what Chromium receives. A file sent
// uncompressed when a compressed copy would be smaller, or without `Vary: accept-encoding`, fails.
//
// Run: npm run bundle -w @console/bench [-- --lang=zh-CN|all] [-- --files]
// Exits non-zero when a route is over its budget.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { fetchServed, withServer, type Served } from './served-bytes';
import { DOMAIN_NAMESPACES, LAZY_NAMESPACES } from '../apps/web/src/lib/domain-namespaces';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US', 'pt-BR'] as const;
type Language = (typeof LANGUAGES)[number];

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
const SIGN_IN_NAMESPACES = new Set(['common', ...(DOMAIN_NAMESPACES.auth ?? [])]);
const texts = (lang: Language, manifest: Manifest, stage: 'sign-in' | 'shell') =>
  Object.keys(manifest).filter((key) => {
    if (!key.startsWith(`src/locales/${lang}/`)) return false;
    const ns = key.slice(key.lastIndexOf('/') + 1, -'.json'.length);
    return stage === 'sign-in' ? SIGN_IN_NAMESPACES.has(ns) : !LAZY_NAMESPACES.has(ns);
  });
/** A domain's pages: its chunk and its own namespaces. */
const domain = (lang: Language, name: keyof typeof DOMAIN_NAMESPACES, entry: string) => [
  entry,
  ...(DOMAIN_NAMESPACES[name] ?? []).map((ns) => `src/locales/${lang}/${ns}.json`),
];

/** The console after sign-in: the entry, the main layout, every namespace, the locales, the gate. */
const shell = (lang: Language, manifest: Manifest) => [
  'index.html',
  'src/app/layouts/main-layout.tsx',
  'src/app/routes/page-gate.tsx',
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
    roots: (lang) => ['store.html', `src/locales/${lang}/store.json`],
  },
  {
    // The landing page of the merchant reading: its drawer, modals and column settings are lazy.
    name: 'shell + order list (#/order/list)',
    budget: SHELL_BUDGET_BYTES,
    roots: (lang, manifest) => [
      ...shell(lang, manifest),
      ...domain(lang, 'orders', 'src/features/orders/routes/index.ts'),
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
      ...domain(lang, 'dashboard', 'src/features/dashboard/routes/index.ts'),
    ],
  },
  {
    // The money domain is one chunk: amount records, withdrawals (with the request form and the
    // payee drawer) and the subsidy lists.
    name: 'shell + money pages (#/withdraw/record)',
    budget: SHELL_BUDGET_BYTES,
    roots: (lang, manifest) => [
      ...shell(lang, manifest),
      ...domain(lang, 'money', 'src/features/money/routes/index.ts'),
    ],
  },
  {
    name: 'shell + goods list (#/goods/list)',
    budget: SHELL_BUDGET_BYTES,
    roots: (lang, manifest) => [
      ...shell(lang, manifest),
      ...domain(lang, 'goods', 'src/features/goods/routes/index.ts'),
    ],
  },
  {
    name: 'shell + transfer list (#/transfer/list)',
    budget: SHELL_BUDGET_BYTES,
    roots: (lang, manifest) => [
      ...shell(lang, manifest),
      ...domain(lang, 'transfer', 'src/features/transfer/routes/index.ts'),
    ],
  },
  {
    // The handling drawer (timeline, form, attachments) is lazy: it comes with the first opening.
    name: 'shell + complaint work orders (#/order/complaint-work-order-list)',
    budget: SHELL_BUDGET_BYTES,
    roots: (lang, manifest) => [
      ...shell(lang, manifest),
      ...domain(lang, 'complaints', 'src/features/complaints/routes/index.ts'),
    ],
  },
  {
    // The three distribution screens are one chunk; the commission dialog, the export naming
    // modal and the order filters' form load on first use.
    name: 'shell + distribution (#/agent/list)',
    budget: SHELL_BUDGET_BYTES,
    roots: (lang, manifest) => [
      ...shell(lang, manifest),
      ...domain(lang, 'agents', 'src/features/agents/routes/index.ts'),
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

/** The bytes the server sends for each file, asked with each Accept-Encoding once. */
class ServedSizes {
  private readonly cache = new Map<string, Served>();
  readonly faults: string[] = [];
  constructor(private readonly port: number) {}

  async get(file: string, acceptEncoding: 'br, gzip' | 'gzip'): Promise<number> {
    const key = `${acceptEncoding}|${file}`;
    let served = this.cache.get(key);
    if (!served) {
      served = await fetchServed(this.port, file, acceptEncoding);
      this.cache.set(key, served);
      this.check(file, acceptEncoding, served);
    }
    return served.bytes;
  }

  private check(file: string, acceptEncoding: string, served: Served) {
    if (!served.vary.toLowerCase().includes('accept-encoding')) {
      this.faults.push(`${file} is sent without Vary: accept-encoding`);
    }
    const raw = readFileSync(path.join(dist, file));
    const worthIt = gzipSync(raw, { level: 9 }).length < raw.length;
    if (served.encoding === 'identity' && worthIt) {
      this.faults.push(`${file} is sent uncompressed (${raw.length} bytes) to "${acceptEncoding}"`);
    }
  }
}

const sum = (sizes: number[]) => sizes.reduce((a, b) => a + b, 0);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1).padStart(6)} kB`;

async function main(): Promise<void> {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`No ${manifestPath}: build first (npm run build -w @console/web).`);
    process.exit(2);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const langArg = process.argv.find((a) => a.startsWith('--lang='))?.slice('--lang='.length) ?? 'zh-CN';
  const languages = langArg === 'all' ? LANGUAGES : LANGUAGES.filter((l) => l === langArg);
  if (languages.length === 0) throw new Error(`unknown language ${langArg}`);
  const showFiles = process.argv.includes('--files');

  let over = 0;
  const lines: string[] = [];
  await withServer(async (port) => {
    const served = new ServedSizes(port);
    for (const lang of languages) {
      for (const route of ROUTES) {
        const files = [...filesOf(manifest, route.roots(lang, manifest))];
        const gzip = await Promise.all(files.map((file) => served.get(file, 'gzip')));
        const br = await Promise.all(files.map((file) => served.get(file, 'br, gzip')));
        const total = sum(gzip);
        const ok = total <= route.budget;
        if (!ok) over += 1;
        lines.push(
          `${ok ? 'ok  ' : 'OVER'} ${kb(total)} of ${kb(route.budget)} gzip, ${kb(sum(br))} br  ${String(files.length).padStart(3)} files  ${lang}  ${route.name}`,
        );
        if (showFiles) {
          const rows = files.map((file, i) => ({ file, gzip: gzip[i]!, br: br[i]! }));
          for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
            lines.push(`          ${kb(row.gzip)} gzip ${kb(row.br)} br  ${row.file}`);
          }
        }
      }
    }
    for (const fault of served.faults) lines.push(`OVER ${fault}`);
    over += served.faults.length;
  });
  for (const key of LAZY_ONLY) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the manifest: ${key}`);
    const inRoutes = ROUTES.filter((route) =>
      languages.some((lang) => filesOf(manifest, route.roots(lang, manifest)).has(chunk.file)),
    );
    if (inRoutes.length > 0) over += 1;
    lines.push(
      inRoutes.length
        ? `OVER ${key} is loaded by ${inRoutes.map((r) => r.name).join(', ')}`
        : `ok   ${key} stays lazy`,
    );
  }
  // The web imports only types and zod-free modules of the contract: a value from a module that
  // builds schemas (e.g. `TaskStatus` of tasks/index.ts) brings zod along, about 24 kB gzip.
  const withZod = readdirSync(path.join(dist, 'assets')).filter(
    (file) =>
      file.endsWith('.js') && readFileSync(path.join(dist, 'assets', file), 'utf8').includes('._zod.'),
  );
  lines.push(withZod.length ? `OVER zod in the bundle: ${withZod.join(', ')}` : 'ok   no zod in the bundle');
  if (withZod.length) over += 1;
  console.log(lines.join('\n'));
  if (over > 0) {
    console.error(`${over} route(s) over budget`);
    process.exitCode = 1;
  }
}

await main();
