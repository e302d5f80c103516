// `npm start` builds the web app and the server (compiled ahead for plain Node, decision 025) only
// when their sources are newer than their last build, so a second start is immediate and a fresh
// clone still gets a build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TARGETS = [
  {
    name: 'the web app',
    workspace: '@console/web',
    built: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/public',
      'scripts/precompress-web.mjs',
      'packages/contract/src',
      'package-lock.json',
    ],
  },
  {
    name: 'the server',
    workspace: '@console/server',
    built: 'apps/server/dist/main.mjs',
    // `patches/`: the dependency patches `npm install` applies (drizzle-orm is bundled, decision 083).
    sources: [
      'apps/server/src',
      'scripts/build-server.mjs',
      'packages/contract/src',
      'package-lock.json',
      'patches',
    ],
  },
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newest(path.join(p, name))), s.mtimeMs);
}

for (const target of TARGETS) {
  const built = path.join(root, target.built);
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...target.sources.map((s) => newest(path.join(root, s))));
  if (builtAt >= changedAt) continue;
  console.log(`Building ${target.name}...`);
  const run = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
