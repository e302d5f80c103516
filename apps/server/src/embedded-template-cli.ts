// Run by scripts/build-server.mjs (built, as dist/embedded-template-cli.mjs): writes the new
// embedded database a first start loads (db/embedded-template.ts, decision 025) to the given file.
import { writeEmbeddedTemplate } from './db/embedded-template-writer';
import { serverQueues } from './jobs';
import { installJobQueue } from './jobs/queue';
import { MODULES } from './modules';

const file = process.argv[2];
if (!file) throw new Error('usage: embedded-template-cli <file.tar.gz>');
const started = Date.now();
await writeEmbeddedTemplate(file, (database) => installJobQueue(database, serverQueues(MODULES)));
console.log(`Wrote the embedded database template in ${Date.now() - started} ms`);
