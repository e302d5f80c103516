import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations } from '../db/database';
import { serverQueues } from '../jobs';
import { installJobQueue } from '../jobs/queue';
import { MODULES } from '../modules';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dumped, migrated data directory that each test file loads. */
    pgliteTemplate: string;
    /** PostgreSQL: name of a migrated template database each test file clones. */
    pgTemplate: string;
    runId: string;
  }
}

/**
 * Migrates one template database per run. With TEST_DATABASE_URL (an admin connection to a
 * PostgreSQL server) the suite runs against PostgreSQL; otherwise against PGlite.
 */
const QUEUES = serverQueues(MODULES);

export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  project.provide('runId', runId);
  const adminUrl = process.env.TEST_DATABASE_URL;

  if (adminUrl) {
    const template = `console_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const db = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    await runMigrations(db);
    await installJobQueue(db, QUEUES);
    await db.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`console_%${runId}%`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }

  const db = await openDatabase({ kind: 'pglite' });
  await runMigrations(db);
  // pg-boss's schema and queues too: each test app then starts its queue in a few milliseconds.
  await installJobQueue(db, QUEUES);
  const dump = await db.pglite!.dumpDataDir('none');
  await db.close();
  const file = path.join(os.tmpdir(), `console-template-${runId}.tar`);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return async () => fs.rm(file, { force: true });
}
