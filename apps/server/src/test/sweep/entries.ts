import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SweepEntry } from './entry';

const MODULES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../modules');

/** Every module's sweep entries (`modules/<name>/sweep-support.ts`), by endpoint name. */
export async function sweepEntries(): Promise<Map<string, SweepEntry>> {
  const entries = new Map<string, SweepEntry>();
  for (const name of fs.readdirSync(MODULES_DIR)) {
    const file = path.join(MODULES_DIR, name, 'sweep-support.ts');
    if (!fs.existsSync(file)) continue;
    const { sweep } = (await import(file)) as { sweep?: Record<string, SweepEntry> };
    for (const [endpoint, entry] of Object.entries(sweep ?? {})) {
      if (entries.has(endpoint)) throw new Error(`two sweep entries for ${endpoint}`);
      entries.set(endpoint, entry);
    }
  }
  return entries;
}

/** One line of figures in the test output, for the issue note. */
export const report = (label: string, figures: Record<string, number>) =>
  console.warn(
    `[sweep] ${label}: ${Object.entries(figures)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
