import { type BaseConfig, embeddedDataDir } from '../plugins/base-config';
import { unpackEmbeddedTemplate } from './embedded-template';
import { openDatabase, runMigrations, withStartupLock, type Database } from './database';

/**
 * Opens PGlite in DATA_DIR/pglite (a new one from the template built beside the server, when there
 * is one), or PostgreSQL at DATABASE_URL, and migrates it. Apart from the app, so that the commands
 * that only need the database (the demo seed, the ledger's check) do not load the web server.
 */
export async function openConfiguredDatabase(
  config: Pick<BaseConfig, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_PREPARED_STATEMENTS'>,
  {
    onIdleError = (error) => console.error('database connection lost', error.message),
    parallelPlans = false,
  }: { onIdleError?: (error: Error) => void; parallelPlans?: boolean } = {},
): Promise<Database> {
  const dataDir = embeddedDataDir(config);
  if (!config.DATABASE_URL) unpackEmbeddedTemplate(dataDir);
  const database = config.DATABASE_URL
    ? await openDatabase({
        kind: 'postgres',
        url: config.DATABASE_URL,
        onIdleError,
        parallelPlans,
        preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
      })
    : await openDatabase({ kind: 'pglite', dataDir });
  await withStartupLock(database, () => runMigrations(database));
  return database;
}
