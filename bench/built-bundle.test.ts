import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunksWithZod } from './zod-free-bundle';

// The bundle checks that `npm test` runs. They read the build the browser tests served (this
// workspace's tests run after theirs); `build-if-stale` builds only when the web's sources are newer,
// so `npm test` builds the web once.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the built web app', () => {
  it('carries no zod in any chunk', { timeout: 600_000 }, () => {
    // Without vitest's NODE_ENV=test, under which Vite builds React's development bundles (about
    // 60 kB more a route): when the browser tests did not build first, this builds what they would.
    const { NODE_ENV: _testEnv, ...env } = process.env;
    const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    expect(build.status).toBe(0);
    expect(chunksWithZod(path.join(root, 'apps/web/dist'))).toEqual([]);
  });

  // Every route within its budget in every language, as the console's server sends the files
  // (`bundle-budget.ts`, about 12 s). The build's bytes do not depend on the machine, so a route
  // over its budget fails here and not later, in someone's hands (two did, by 0.3 and 0.6 kB).
  it('keeps every route within its budget', { timeout: 120_000 }, () => {
    const budget = spawnSync(process.execPath, ['--import', 'tsx', 'bench/bundle-budget.ts', '--lang=all'], {
      cwd: root,
      encoding: 'utf8',
    });
    const over = budget.stdout.split('\n').filter((line) => line.startsWith('OVER'));
    expect(over).toEqual([]);
    expect(budget.status, budget.stderr).toBe(0);
  });
});
