// `npm run build -w @console/server`: the server compiled ahead of time for plain Node (decision
// 025). esbuild bundles src/, the contract package (TypeScript sources, exported as such) and
// drizzle-orm into dist/; every other package stays in node_modules and is imported from there,
// so native addons, PGlite's WebAssembly and the lazy imports of exceljs and sharp load as they do
// from source.
// Entries: the server, the demo seed its first start runs in a child process (demo/first-seed.ts
// finds it beside itself), and the writer of the embedded database template (a new database,
// migrated, that a first start loads instead of running initdb: db/embedded-template.ts); code
// they share goes into chunks beside them. The template is written again only when what it is made
// of changed (the migrations, the lockfile, its code), about 9 s.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');
const outdir = path.join(serverRoot, 'dist');

/**
 * Packages bundled rather than imported at run time: this repository's own (TypeScript sources),
 * and drizzle-orm, whose 178 kB package.json (447 exports) Node 22 and 24 read again for each of
 * the hundred-odd files the server imports from it: importing it took 0.66 s on Node 22 and 1.07 s
 * on Node 24 against 0.13 s on Node 20 (decision 030). Nothing outside dist/ imports it at run time.
 */
const BUNDLED_PACKAGES = /^(@console\/|drizzle-orm(\/|$))/;

/** Every bare import (a package) stays external except the repository's own packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (BUNDLED_PACKAGES.test(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const TEMPLATE = path.join(outdir, 'embedded-template.tar.gz');
const TEMPLATE_KEY = path.join(outdir, 'embedded-template.key');
/** What the template is made of: a new one is written when this changes. */
const TEMPLATE_INPUTS = [
  'src/db/migrations',
  'src/db/embedded-template.ts',
  'src/db/embedded-template-writer.ts',
  'src/embedded-template-cli.ts',
  '../../package-lock.json',
];

function filesOf(p) {
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs
    .readdirSync(p)
    .sort()
    .flatMap((name) => filesOf(path.join(p, name)));
}

function templateKey() {
  const hash = createHash('sha256');
  for (const input of TEMPLATE_INPUTS) {
    for (const file of filesOf(path.join(serverRoot, input))) {
      hash.update(path.relative(serverRoot, file)).update('\0').update(fs.readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const started = Date.now();
// Everything goes but the template, which is kept while its key holds.
fs.mkdirSync(outdir, { recursive: true });
for (const name of fs.readdirSync(outdir)) {
  if (!name.startsWith('embedded-template.'))
    fs.rmSync(path.join(outdir, name), { recursive: true, force: true });
}
const result = await build({
  absWorkingDir: serverRoot,
  entryPoints: {
    main: 'src/main.ts',
    'seed-cli': 'src/demo/seed-cli.ts',
    'embedded-template-cli': 'src/embedded-template-cli.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: 'linked',
  // Keep class and function names: they show in logs and errors (AppError, DatabaseBusyError).
  keepNames: true,
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});
// The migrations are read at run time from beside the code (db/database.ts: MIGRATIONS_DIR).
fs.cpSync(path.join(serverRoot, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });

const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.mjs'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `Built the server into apps/server/dist (${(bytes / 1024).toFixed(0)} KB) in ${Date.now() - started} ms`,
);

const key = templateKey();
const keyHolds =
  fs.existsSync(TEMPLATE) && fs.existsSync(TEMPLATE_KEY) && fs.readFileSync(TEMPLATE_KEY, 'utf8') === key;
if (!keyHolds) {
  fs.rmSync(TEMPLATE_KEY, { force: true });
  const run = spawnSync(process.execPath, [path.join(outdir, 'embedded-template-cli.mjs'), TEMPLATE], {
    cwd: serverRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  fs.writeFileSync(TEMPLATE_KEY, key);
}
