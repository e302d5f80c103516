import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, isTable, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@console/contract';
import * as machineryTables from '../db/tables';
import { rawRows } from '../db/raw-rows';
import { createTestApp, type TestApp } from '../test/test-app';
import { MODULES } from '.';

const here = path.dirname(fileURLToPath(import.meta.url));
const tableNames = (tables: Readonly<Record<string, unknown>>) =>
  Object.values(tables).filter(isTable).map(getTableName);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the module registry', () => {
  it('lists every module folder once, under its own name', () => {
    const folders = fs
      .readdirSync(here, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(MODULES.map((m) => m.name).sort()).toEqual(folders);
  });

  it('gives every table of the migrated database one home: a module or the machinery', async () => {
    const homes = new Map<string, string>();
    for (const [home, tables] of [
      ['db/tables', machineryTables] as const,
      ...MODULES.map((m) => [m.name, m.tables ?? {}] as const),
    ]) {
      for (const name of tableNames(tables)) {
        expect(homes.get(name), `${name} in ${home}`).toBeUndefined();
        homes.set(name, home);
      }
    }
    const migrated = await rawRows<{ name: string }>(
      t.ctx.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect([...homes.keys()].sort()).toEqual(migrated.map((r) => r.name).sort());
  });

  it('serves every endpoint of the contract from exactly one module', () => {
    const served = MODULES.flatMap((m) => (m.routes ?? []).map((r) => r.endpoint.name));
    expect(served.sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });
});
