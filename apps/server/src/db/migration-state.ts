import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { MIGRATIONS_DIR } from './database';
import { rawRows } from './raw-rows';

let lastMigration: number | undefined;
/** When the newest migration of this build was made (drizzle's journal: its `when`, in ms). */
function newestMigrationOfThisBuild(): number {
  if (lastMigration === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    lastMigration = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return lastMigration;
}

/**
 * Whether the database has every migration this build brings. drizzle's migrator applies a
 * migration when it is newer than the newest `created_at` it recorded, so the same comparison
 * says whether it would apply anything (a process of a newer build, started before the migration
 * ran, is not ready to serve).
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const [row] = await rawRows<{ last: string | number | null }>(
    db,
    sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  return row?.last != null && Number(row.last) >= newestMigrationOfThisBuild();
}
