import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unpackEmbeddedTemplate } from '../db/embedded-template';
import { type BaseConfig, embeddedDataDir } from '../plugins/base-config';

// Beside this file, in its language: src/demo/seed-cli.ts from the sources (tsx), and
// dist/seed-cli.mjs from the server built ahead (decision 025), whose code sits in dist/ too.
const here = fileURLToPath(import.meta.url);
const SEED_CLI = path.join(path.dirname(here), `seed-cli${path.extname(here)}`);

/** A first start on the embedded database: no data folder yet, and the demo data wanted. */
export const isFirstEmbeddedStart = (config: BaseConfig) =>
  !config.DATABASE_URL && config.SEED_DEMO && !fs.existsSync(embeddedDataDir(config));

/**
 * V8's flags for the seeding child (decision 097). On Node 20 (V8 11) it lets a function run eight
 * times as long before V8 considers optimising it (`--interrupt-budget`, 66 kB of bytecode by
 * default): the seed is a program of three seconds whose warm functions V8 compiled with TurboFan
 * on its background threads for 0.6 s of CPU more than the optimised code saved. V8 12 and later
 * (Node 22 on) count invocations instead, with Maglev between the tiers: there the same delay gained
 * nothing (measured on Node 26), and the flag is gone (node refuses a flag it does not know), so
 * they get none. The server keeps V8's defaults: it runs for days.
 */
export const seedV8Flags = (v8Version = process.versions.v8): string[] =>
  Number(v8Version.split('.')[0]) < 12 ? ['--interrupt-budget=540672'] : [];

/** What this process tells the seeding child once the template is unpacked. */
const UNPACKED = 'template unpacked';
/** The seeding child's argument that makes it wait for that message. */
const AFTER_UNPACK = '--after-unpack';

/**
 * Creates, migrates and seeds the embedded database in a child process (`npm run seed`'s), which
 * then exits. The server opens the result like a restart. Why (decision 020): the memory a
 * process uses to create a database and write the demo data (a second PGlite for initdb, the V8
 * heap grown by the demo's orders, the allocator's arenas) is not given back while it lives, so a
 * server that seeded itself stayed about 150 MB above one that merely reopened the data.
 *
 * The template is unpacked here, while the child loads the server's code, and the child opens
 * the folder once told so (decision 033): both take about 0.5 s on a 2-core machine, and they
 * overlap only in two processes (the child's own thread, busy loading, left its writes waiting).
 */
export async function seedInChildProcess(config: BaseConfig): Promise<void> {
  // The same flags as this process (tsx's loader when it runs from source), but not its debugger:
  // the inspector's port is taken.
  const execArgv = process.execArgv.filter((arg) => !arg.startsWith('--inspect'));
  const child = spawn(process.execPath, [...execArgv, ...seedV8Flags(), SEED_CLI, AFTER_UNPACK], {
    env: process.env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  unpackFor(child, embeddedDataDir(config));
  const code = await exited;
  if (code !== 0) throw new Error(`the demo seed (${SEED_CLI}) exited with ${code}`);
}

function unpackFor(child: ChildProcess, dataDir: string) {
  try {
    unpackEmbeddedTemplate(dataDir);
  } catch (error) {
    child.kill();
    throw error;
  }
  child.send(UNPACKED);
}

/**
 * In the seeding child: waits until the server's process has unpacked the template, when that
 * process started it (`seedInChildProcess`); at once otherwise (`npm run seed`, which a process
 * manager may also start with a channel of its own).
 */
export function templateUnpacked(): Promise<void> {
  if (!process.send || !process.argv.includes(AFTER_UNPACK)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    process.once('message', (message) => {
      // The channel would keep this process alive after the seed; closed after this handler
      // (closing it inside the handler trips Node's own message delivery).
      setImmediate(() => process.disconnect());
      if (message === UNPACKED) resolve();
      else reject(new Error(`the server's process sent ${JSON.stringify(message)}`));
    });
    process.once('disconnect', () => reject(new Error('the server process went away')));
  });
}
