import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { Code, ENDPOINTS } from '@console/contract';
import { openDatabase } from './db/database';
import { merchants } from './modules/auth/tables';
import { DEMO_MERCHANTS, DEMO_PASSWORD } from './demo/cast';
import { callServer, exited, freePort, untilHealthy } from './test/server-process';

// `npm start` runs the server compiled ahead (decision 025): apps/server/dist/main.mjs on plain
// Node, not these sources. This builds it as `npm start` would and starts it over an empty
// DATA_DIR, so that whatever the bundle finds beside itself at run time (the migrations, the
// first-seed child's entry, the embedded database template, the packages it leaves in
// node_modules, the repository's web build) is proved to be there. On PostgreSQL the embedded first start does not apply: skipped.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');

/** The environment of `npm start` on a new machine (the embedded database, the repository's web build). */
function npmStartEnv(own: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'WEB_DIST', 'SEED_DEMO', 'STORAGE']) delete env[name];
  return { ...env, NODE_ENV: 'development', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...own };
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the server built ahead (dist/main.mjs)', () => {
  let child: ChildProcess;
  let dataDir: string;
  let base: string;

  beforeAll(async () => {
    const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-server.mjs')], {
      cwd: serverDir,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-built-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // What `npm start` runs, from the repository root, as a first start (the demo seed included),
    // with the defaults of `npm start` (the embedded database, the web build of the repository).
    child = spawn(process.execPath, ['apps/server/dist/main.mjs'], {
      cwd: repoRoot,
      env: npmStartEnv({ PORT: String(port), DATA_DIR: dataDir }),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // A broken bundle usually dies at once (a module or file not found): fail then, not at the time-out.
    let healthy = false;
    const died = exited(child).then(() => {
      if (!healthy) throw new Error(`dist/main.mjs exited with ${child.exitCode} before answering`);
    });
    await Promise.race([untilHealthy(base, 170_000).then(() => (healthy = true)), died]);
  }, 180_000);

  afterAll(async () => {
    child?.kill('SIGTERM');
    if (child) await exited(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('answers /api/health with the database ready', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(await res.json()).toMatchObject({ code: Code.ok, data: { db: 'ok' } });
  });

  it('made the database from the template and seeded it in its first-seed child', async () => {
    expect(fs.existsSync(path.join(serverDir, 'dist/embedded-template.tar.gz'))).toBe(true);
    // Only the console's own database: initdb's two templates were dropped from the template.
    expect(fs.readdirSync(path.join(dataDir, 'pglite', 'base'))).toHaveLength(1);
    const login = await callServer(base, ENDPOINTS.login, {
      account: DEMO_MERCHANTS[0]!.mobile,
      password: DEMO_PASSWORD,
      remember: false,
    });
    expect(login.code).toBe(Code.ok);
    const token = 'token' in login.data ? login.data.token : '';
    expect(token).toBeTruthy();
    const list = await callServer(base, ENDPOINTS.orderList, { page: 1, page_size: 20 }, token);
    expect(list.code).toBe(Code.ok);
    expect(list.data.total).toBeGreaterThan(1000);
    expect(list.data.list[0]!.create_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('carries a template whose WAL is one new segment, its records in the first block', () => {
    // Read with tar's own layout here (a 512-byte header: name, octal size; the data in blocks).
    const tar = gunzipSync(fs.readFileSync(path.join(serverDir, 'dist/embedded-template.tar.gz')));
    const segments: { name: string; size: number; dataEnd: number }[] = [];
    for (let offset = 0; offset + 512 <= tar.length && tar[offset] !== 0;) {
      const name = tar.toString('utf8', offset, offset + 100).replace(/\0.*$/s, '');
      const size = parseInt(
        tar
          .toString('utf8', offset + 124, offset + 136)
          .replace(/\0.*$/s, '')
          .trim(),
        8,
      );
      const data = tar.subarray(offset + 512, offset + 512 + size);
      let dataEnd = data.length;
      while (dataEnd > 0 && data[dataEnd - 1] === 0) dataEnd -= 1;
      if (/pg_wal\/[0-9A-F]{24}$/.test(name)) segments.push({ name, size, dataEnd });
      offset += 512 + Math.ceil(size / 512) * 512;
    }
    expect(segments).toHaveLength(1);
    expect(segments[0]!.size).toBe(16 * 1024 * 1024);
    expect(segments[0]!.dataEnd).toBeLessThan(4096);
  });

  it('carries drizzle-orm inside the bundle (Node 22 and 24 load it slowly from node_modules)', () => {
    const dist = path.join(serverDir, 'dist');
    for (const file of fs.readdirSync(dist).filter((name) => name.endsWith('.mjs'))) {
      expect(fs.readFileSync(path.join(dist, file), 'utf8'), file).not.toMatch(
        /^(import .*|\}) from "drizzle-orm|import\("drizzle-orm/m,
      );
    }
  });

  it('reads a package through createRequire beside the bundle (the area files)', async () => {
    const res = await fetch(`${base}/api/area/data/area_mobile.json`);
    expect(res.status).toBe(200);
  });

  it('serves the web build of the repository when there is one', async () => {
    const built = fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'));
    const res = await fetch(`${base}/merchant/`);
    expect(res.status).toBe(built ? 200 : 404);
  });

  it('stops cleanly on SIGTERM', async () => {
    child.kill('SIGTERM');
    await exited(child);
    expect(child.exitCode).toBe(0);
  });
  it('stops a first start with a bad setting of a domain with one clear line, the demo left whole', async () => {
    // The seeding child starts before the domains' settings can be read (decision 034); they are
    // checked once the server's code has loaded, and the child is let finish rather than cut off.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'console-built-bad-'));
    try {
      const run = spawn(process.execPath, ['apps/server/dist/main.mjs'], {
        cwd: repoRoot,
        env: npmStartEnv({ PORT: '0', DATA_DIR: folder, ORDER_SIMULATOR_DELAY_MS: 'soon' }),
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      run.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      await exited(run);
      expect(run.exitCode).toBe(1);
      expect(stderr.match(/Invalid configuration:/g)).toHaveLength(1);
      expect(stderr).toContain('ORDER_SIMULATOR_DELAY_MS="soon"');
      expect(stderr).not.toMatch(/\n\s+at /);
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'pglite') });
      try {
        const rows = await database.db.select({ n: count() }).from(merchants);
        expect(rows[0]!.n).toBe(DEMO_MERCHANTS.length);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
