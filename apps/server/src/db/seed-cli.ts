// `npm run seed`: writes the demo data into the configured database (idempotent).
import path from 'node:path';
import { openConfiguredDatabase } from '../app';
import { loadConfig } from '../plugins/config';
import { resolveSecrets } from '../plugins/secrets';
import { localStorage } from '../storage/local-storage';
import { seedDemo } from './seed';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const created = await seedDemo(
    database.db,
    localStorage(path.join(config.DATA_DIR, 'files')),
    config.PUBLIC_URL,
    resolveSecrets(config, (msg) => console.warn(msg)).dataKey,
  );
  console.log(
    created.length ? `Seeded demo accounts: ${created.join(', ')}` : 'Demo accounts already present.',
  );
} finally {
  await database.close();
}
