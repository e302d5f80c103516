// Test support (not a test): a server process that runs one sync of a shop, to be killed mid-way
// by sync-crash.test.ts. Its configuration comes from the environment the test gives it.
import { buildApp } from '../../app';
import { loadServerConfig as loadConfig } from '../../server-config';
import { syncShop } from './sync';

const config = loadConfig({ ...process.env, NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
const app = await buildApp({ config, jobs: { worker: false, schedule: false } });
const silent = { info() {}, warn() {}, error() {} };
await syncShop(app.ctx, Number(process.env.CRASH_SHOP), silent);
await app.close();
