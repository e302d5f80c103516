import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ENDPOINTS, type Endpoint } from '@console/contract';
import { createTestApp, type TestApp } from '../test-app';
import type { SweepEntry } from './entry';
import { report, sweepCaller, sweepEntries } from './entries';
import { type Hostile, hostilePayloads } from './hostile';
import { cacheFault } from './no-store';
import { platformFault, recordedCalls } from './platform';
import { watchCodes } from './observed-codes';
import { type Answer, send } from './send';

let t: TestApp;
let entries: Map<string, SweepEntry>;
beforeAll(async () => {
  t = await createTestApp();
  entries = await sweepEntries();
});
afterAll(() => t.close());

/** The longest text each transport takes (a JSON body: 1 MiB; a path parameter: Fastify's 100). */
const stringMax = (e: Endpoint) =>
  e.path.includes('/:')
    ? 90
    : e.body === 'form'
      ? 4_000 // a provider's form: 8 KiB at most (plugins/form-body.ts)
      : e.method === 'GET' || e.body === 'multipart'
        ? 10_000
        : 1_000_000;

/** Why an answer is wrong for a hostile payload, or null when it is right. */
function fault(endpoint: Endpoint, h: Hostile, a: Answer): string | null {
  if (a.status >= 500) return `${a.status} ${a.msg}`;
  const cache = cacheFault(endpoint, a);
  if (cache) return cache;
  if (endpoint.access === 'link') return a.status === 403 ? null : `${a.status} instead of 403`;
  const refused = a.code !== undefined && a.code !== Code.ok;
  const names = a.msg.includes(h.field);
  if (h.expect === 'named') return refused && names ? null : refused ? `unnamed: ${a.msg}` : 'accepted';
  if (h.expect === 'body') return a.status >= 400 && refused ? null : `${a.status} ${a.code}`;
  return a.code === Code.validation && !names ? `unnamed: ${a.msg}` : null;
}

describe('hostile payloads', () => {
  it('are refused, naming the field, never answered with a 5xx nor kept by a cache, on every endpoint', async () => {
    const faults: string[] = [];
    const codes = watchCodes();
    let tried = 0;
    let fives = 0;
    let unnamed = 0;
    for (const endpoint of Object.values(ENDPOINTS)) {
      const entry = entries.get(endpoint.name)!;
      const { token, valid, schema, text } = await sweepCaller(t, endpoint, entry);
      const platform = endpoint.access === 'platform';
      for (const h of hostilePayloads(schema, valid, { text, stringMax: stringMax(endpoint) })) {
        // A platform's message that its schema takes whole is not hostile (a record of any fields,
        // a text without a bound, a field it ignores): sent again, it is only a replay.
        if (platform && !h.raw && h.expect === 'named' && schema?.safeParse(h.payload).success) continue;
        tried += 1;
        const records = platform ? await recordedCalls(t) : 0;
        const answer = await send(t, endpoint, h.payload, {
          token,
          raw: h.raw,
          file: entry.file,
          sign: entry.sign,
        });
        codes.note(endpoint, answer);
        const why = platform
          ? (cacheFault(endpoint, answer) ??
            platformFault(endpoint, h, answer, (await recordedCalls(t)) > records))
          : fault(endpoint, h, answer);
        if (!why) continue;
        if (answer.status >= 500) fives += 1;
        if (why.startsWith('unnamed')) unnamed += 1;
        faults.push(`${endpoint.name} ${h.label} (${h.field}): ${why}`.slice(0, 300));
      }
    }
    report('payloads', {
      'codes observed': codes.observed(),
      endpoints: Object.keys(ENDPOINTS).length,
      payloads: tried,
      '5xx': fives,
      'unnamed refusals': unnamed,
      faults: faults.length,
    });
    // Every code observed is one the call lists (its machinery's, its domain's, its declared ones).
    expect(codes.undeclared(), 'codes a call answered but does not list').toEqual([]);
    expect(faults).toEqual([]);
    // About 1,500 requests: 7 s alone, more than the default 30 s on a loaded 2-core machine.
  }, 600_000);
});
