import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunksWithZod } from './zod-free-bundle';

// The one check of the bundle budget (`bundle-budget.ts`) that `npm test` runs: zod in a chunk is a
// mistake of an import, not a matter of bytes. It reads the build the browser tests served (this
// workspace's tests run after theirs); `build-if-stale` builds only when the web's sources are newer,
// so `npm test` builds the web once.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the built web app', () => {
  it('carries no zod in any chunk', { timeout: 600_000 }, () => {
    const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], {
      cwd: root,
      stdio: 'inherit',
    });
    expect(build.status).toBe(0);
    expect(chunksWithZod(path.join(root, 'apps/web/dist'))).toEqual([]);
  });
});
