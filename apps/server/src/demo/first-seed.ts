import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../plugins/config';

// Beside this file, in its language: src/demo/seed-cli.ts from the sources (tsx), and
// dist/seed-cli.mjs from the server built ahead (decision 025), whose code sits in dist/ too.
const here = fileURLToPath(import.meta.url);
const SEED_CLI = path.join(path.dirname(here), `seed-cli${path.extname(here)}`);

/** A first start on the embedded database: no data folder yet, and the demo data wanted. */
export const isFirstEmbeddedStart = (config: Config) =>
  !config.DATABASE_URL && config.SEED_DEMO && !fs.existsSync(path.join(config.DATA_DIR, 'pglite'));

/**
 * Creates, migrates and seeds the embedded database in a child process (`npm run seed`'s), which
 * then exits. The server opens the result like a restart. Why (decision 020): the memory a
 * process uses to create a database and write the demo data (a second PGlite for initdb, the V8
 * heap grown by 11,000 orders, the allocator's arenas) is not given back while it lives, so a
 * server that seeded itself stayed about 150 MB above one that merely reopened the data.
 */
export async function seedInChildProcess(): Promise<void> {
  // The same flags as this process (tsx's loader when it runs from source), but not its debugger:
  // the inspector's port is taken.
  const execArgv = process.execArgv.filter((arg) => !arg.startsWith('--inspect'));
  const child = spawn(process.execPath, [...execArgv, SEED_CLI], {
    env: process.env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`the demo seed (${SEED_CLI}) exited with ${code}`);
}
