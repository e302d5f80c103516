// Start time of the embedded default (issue 21: a cold start with the demo seed in at most 5 s, a
// restart in at most 2 s): from spawning the server to the first answer of /api/health, over a
// fresh DATA_DIR (PGlite created, migrated, seeded in the first-seed child) and then again over
// the same data. The variants run in turns, round after round, so that a loaded machine weighs on
// each alike; the summary gives each one's range and median and their ratio to the first. Beside
// the wall time, the CPU time the server (and the first start's seeding child) had used when it
// answered: on a machine shared with other work, it moves much less than the wall time.
// Run: npm run bench:start -w @console/bench   (ROUNDS=3; VARIANTS=built,source; BASE_ROOT=<a
// checkout of another commit with node_modules> adds `base`, its sources through tsx, or its
// build with BASE_ENTRY=apps/server/dist/main.mjs)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuMs, freePort, REPO_ROOT, startServer, stopServer } from './server-process';

interface Variant {
  name: string;
  root: string;
  entry: string;
}

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const KNOWN: Record<string, Variant> = {
  built: { name: 'built', root: REPO_ROOT, entry: 'apps/server/dist/main.mjs' },
  source: { name: 'source', root: REPO_ROOT, entry: 'apps/server/src/main.ts' },
};
const names = (process.env.VARIANTS ?? 'built,source').split(',').filter(Boolean);
const variants: Variant[] = names.map((name) => {
  const variant = KNOWN[name];
  if (!variant) throw new Error(`unknown variant ${name} (known: ${Object.keys(KNOWN).join(', ')})`);
  return variant;
});
if (process.env.BASE_ROOT) {
  variants.push({
    name: 'base',
    root: path.resolve(process.env.BASE_ROOT),
    entry: process.env.BASE_ENTRY ?? 'apps/server/src/main.ts',
  });
}

interface Timing {
  ms: number;
  cpu: number;
}

/** From spawning `variant` over `dataDir` to its first healthy answer: wall and CPU. Then stops it. */
async function timedStart(variant: Variant, dataDir: string): Promise<Timing> {
  const port = await freePort();
  const started = performance.now();
  const child = await startServer({ DATA_DIR: dataDir }, port, variant.entry, variant.root);
  const timing = { ms: performance.now() - started, cpu: cpuMs(child.pid!) };
  await stopServer(child);
  return timing;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const seconds = (ms: number) => (ms / 1000).toFixed(2);

// The built server and the web app as `npm start` would have them (no build inside a figure).
spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });

const KINDS = ['cold', 'restart', 'cold cpu', 'restart cpu'] as const;
type Kind = (typeof KINDS)[number];
const figures = new Map(
  variants.map((v) => [
    v.name,
    Object.fromEntries(KINDS.map((k) => [k, [] as number[]])) as Record<Kind, number[]>,
  ]),
);
const runs: Record<string, string | number>[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  for (const variant of variants) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-start-'));
    try {
      const cold = await timedStart(variant, dataDir);
      const restart = await timedStart(variant, dataDir);
      const f = figures.get(variant.name)!;
      f.cold.push(cold.ms);
      f.restart.push(restart.ms);
      f['cold cpu'].push(cold.cpu);
      f['restart cpu'].push(restart.cpu);
      const row = {
        round,
        variant: variant.name,
        'cold s': seconds(cold.ms),
        'restart s': seconds(restart.ms),
        'cold cpu s': seconds(cold.cpu),
        'restart cpu s': seconds(restart.cpu),
      };
      runs.push(row);
      console.log(
        JSON.stringify({ at: new Date().toISOString(), load: os.loadavg()[0]!.toFixed(1), ...row }),
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

console.log(`\nnode ${process.version}, ${os.cpus().length} cores, ${ROUNDS} rounds, variants in turns`);
console.table(runs);
const first = figures.get(variants[0]!.name)!;
console.table(
  Object.fromEntries(
    [...figures].flatMap(([name, f]) =>
      KINDS.map((kind) => [
        `${name} ${kind}`,
        {
          's (range)': `${seconds(Math.min(...f[kind]))}–${seconds(Math.max(...f[kind]))}`,
          median: seconds(median(f[kind])),
          [`÷ ${variants[0]!.name}`]: (median(f[kind]) / median(first[kind])).toFixed(2),
        },
      ]),
    ),
  ),
);
