import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ENDPOINTS, type Endpoint } from '@console/contract';
import { createTestApp, type TestApp } from '../test-app';
import type { SweepEntry } from './entry';
import { report, sweepCaller, sweepEntries } from './entries';
import { type Edge, edgePayloads } from './edges';
import { cacheFault } from './no-store';
import { watchCodes } from './observed-codes';
import { type Answer, send } from './send';

let t: TestApp;
let entries: Map<string, SweepEntry>;
beforeAll(async () => {
  t = await createTestApp();
  entries = await sweepEntries();
});
afterAll(() => t.close());

/**
 * Why an answer is wrong for an edge value, or null when it is right: never a 5xx, never kept by a
 * cache; a refusal of validation names the field; any other answer is the call's own (an id past
 * the column is refused, one within it is not found, an old day is an empty range...).
 */
function fault(endpoint: Endpoint, edge: Edge, a: Answer): string | null {
  if (a.status >= 500) return `${a.status} ${a.msg}`;
  const cache = cacheFault(endpoint, a);
  if (cache) return cache;
  if (endpoint.access === 'link') return a.status === 403 ? null : `${a.status} instead of 403`;
  if (a.code === Code.validation && !a.msg.includes(edge.field)) return `unnamed: ${a.msg}`;
  return null;
}

describe('field-type edges', () => {
  it('get a named refusal or the call’s own answer, never a 5xx, on every number, date and amount', async () => {
    const faults: string[] = [];
    const codes = watchCodes();
    const fields = new Set<string>();
    let tried = 0;
    let fives = 0;
    for (const endpoint of Object.values(ENDPOINTS)) {
      const entry = entries.get(endpoint.name)!;
      const { token, valid, schema, text } = await sweepCaller(t, endpoint, entry);
      for (const edge of edgePayloads(schema, valid, { text })) {
        tried += 1;
        fields.add(`${endpoint.name}.${edge.field}`);
        const answer = await send(t, endpoint, edge.payload, { token, file: entry.file, sign: entry.sign });
        codes.note(endpoint, answer);
        const why = fault(endpoint, edge, answer);
        if (!why) continue;
        if (answer.status >= 500) fives += 1;
        faults.push(`${endpoint.name} ${edge.label} (${edge.field}): ${why}`.slice(0, 300));
      }
    }
    report('edges', {
      'codes observed': codes.observed(),
      endpoints: Object.keys(ENDPOINTS).length,
      fields: fields.size,
      payloads: tried,
      '5xx': fives,
      faults: faults.length,
    });
    // Every code observed is one the call lists (its machinery's, its domain's, its declared ones).
    expect(codes.undeclared(), 'codes a call answered but does not list').toEqual([]);
    expect(faults).toEqual([]);
  }, 600_000);
});
