import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Endpoint } from '@console/contract';
import { schemaNamed } from '../../plugins/endpoint-routes';
import { makeMerchant, signIn } from '../factories';
import type { TestApp } from '../test-app';
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

/**
 * How a payload sweep calls an endpoint: as a new merchant of the entry's kind (signed in when the
 * call needs a session), from the entry's valid payload and the endpoint's payload schema, its
 * fields as text when they travel in a query, a multipart form or a urlencoded one.
 */
export async function sweepCaller(t: TestApp, endpoint: Endpoint, entry: SweepEntry) {
  const caller = await makeMerchant(t.ctx, entry.as);
  const token = endpoint.access === 'session' ? await signIn(t.ctx, caller.id) : undefined;
  const valid = (await entry.valid?.(t.ctx, caller)) ?? {};
  const schema = endpoint.payload ? schemaNamed(endpoint.payload) : undefined;
  const text = endpoint.method === 'GET' || endpoint.body === 'multipart' || endpoint.body === 'form';
  return { token, valid, schema, text };
}
