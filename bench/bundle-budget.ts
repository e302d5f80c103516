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
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { fetchServed, withServer, type Served } from './served-bytes';
import { filesOf, LANGUAGES, LAZY_ONLY, type Manifest, ROUTES } from './bundle-routes';
import { chunksWithZod } from './zod-free-bundle';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');

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
  const withZod = chunksWithZod(dist);
  lines.push(withZod.length ? `OVER zod in the bundle: ${withZod.join(', ')}` : 'ok   no zod in the bundle');
  if (withZod.length) over += 1;
  console.log(lines.join('\n'));
  if (over > 0) {
    console.error(`${over} route(s) over budget`);
    process.exitCode = 1;
  }
}

await main();
