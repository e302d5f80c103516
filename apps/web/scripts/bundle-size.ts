// Measures what the sign-in route downloads: everything dist/index.html loads, plus the lazy
// chunks of the auth layout and the login page (and their static imports), the active
// language's texts and antd locale. Reads the Vite manifest; run after `npm run build`.
// Usage: npm run size -w @console/web [-- language]   (default zh-CN)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<
  string,
  ManifestChunk
>;
const language = process.argv[2] ?? 'zh-CN';
const antdName = (
  { 'zh-CN': 'zh_CN', 'zh-TW': 'zh_TW', 'pt-BR': 'pt_BR' } as Record<string, string | undefined>
)[language];

const roots = [
  'index.html',
  'src/app/layouts/auth-layout.tsx',
  'src/features/auth/routes/login-page.tsx',
  `src/locales/${language}/common.json`,
  ...(antdName ? [`../../node_modules/antd/es/locale/${antdName}.js`] : []),
];

const files = new Set<string>();
const seen = new Set<string>();
function visit(key: string): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the manifest: ${key}`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) visit(dep); // static imports load with the chunk
}
roots.forEach(visit);

/** The budget of the sign-in route's first load (decimal kilobytes, the stricter reading). */
const BUDGET_BYTES = 250_000;

let total = 0;
const rows = [...files].map((file): [string, number] => {
  const gz = gzipSync(readFileSync(dist + file), { level: 9 }).length;
  total += gz;
  return [file, gz];
});
rows.sort((a, b) => b[1] - a[1]);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1).padStart(7)} kB`;
const lines = rows.map(([file, gz]) => `${kb(gz)}  ${file}`);
lines.push(`${kb(total)}  total gzip (${total} bytes), ${rows.length} files, language ${language}`);
lines.push(`${kb(BUDGET_BYTES)}  budget: ${total <= BUDGET_BYTES ? 'OK' : 'EXCEEDED'}`);
process.stdout.write(`${lines.join('\n')}\n`);
if (total > BUDGET_BYTES) process.exitCode = 1;
