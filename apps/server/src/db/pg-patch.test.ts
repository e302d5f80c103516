// pg is patched (patches/pg+*.patch, applied by `npm install`'s postinstall; decision 092): on Node
// before 21, which has no `navigator`, pg asked for `Response` to tell a Cloudflare Worker apart,
// and that loaded Node's fetch (undici) at every start: about 50 ms of a restart's CPU. pg-boss
// loads pg on both databases, so every start paid it.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** What a fresh Node that runs `code` writes to its standard output. */
const nodePrints = (code: string) => execFileSync(process.execPath, ['-e', code], { encoding: 'utf8' });

/** Whether a fresh Node that runs `code` has loaded undici by its end. */
const loadsUndici = (code: string) =>
  nodePrints(
    `${code}; process.stdout.write(String(process.moduleLoadList.some((m) => m.includes('undici'))))`,
  ) === 'true';

describe('pg, patched', () => {
  it("loads without loading undici, and still makes Node's own sockets", () => {
    expect(loadsUndici('')).toBe(false);
    expect(loadsUndici(`const pg = require('pg'); if (typeof pg.Client !== 'function') throw 1`)).toBe(false);
    // The stream pg makes is Node's own socket, not the Cloudflare one.
    const stream = nodePrints(
      `process.stdout.write(require('pg/lib/stream').getStream(false).constructor.name)`,
    );
    expect(stream).toBe('Socket');
  });
});
