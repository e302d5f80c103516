// The server the orders-list benchmark loads (orders-list.ts spawns it): the real app on the
// configured database, plus one bare route answering a fixed body (the same JSON as a real
// /apply/index page, read from BARE_BODY_FILE), to compare the list's throughput with a route
// that does nothing at all.
import fs from 'node:fs';
import { buildApp } from '../apps/server/src/app';
import { loadServerConfig as loadConfig } from '../apps/server/src/server-config';

const config = loadConfig();
const app = await buildApp({ config });
const bare = fs.readFileSync(process.env.BARE_BODY_FILE ?? '', 'utf8');
app.post('/api/bench/bare', (_req, reply) => reply.type('application/json; charset=utf-8').send(bare));
// Closed cleanly on SIGTERM: an embedded database must not be cut off mid-write.
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
await app.listen({ port: config.PORT, host: '127.0.0.1' });
