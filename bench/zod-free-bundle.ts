import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The web's built chunks that carry zod. The web imports only types and zod-free modules of the
 * contract: a value from a module that builds schemas (e.g. `TaskStatus` of tasks/index.ts) brings
 * zod along, about 24 kB gzip. zod's objects all have a `_zod` property, which minifying keeps.
 */
export function chunksWithZod(dist: string): string[] {
  const assets = path.join(dist, 'assets');
  return readdirSync(assets).filter(
    (file) => file.endsWith('.js') && readFileSync(path.join(assets, file), 'utf8').includes('._zod.'),
  );
}
