import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../test-app';
import { makeMerchant, signIn } from '../factories';
import type { SweepEntry } from './entry';
import { report, sweepEntries } from './entries';
import { send } from './send';
import { type AnswerWatch, watchAnswers } from './answer-watch';

let t: TestApp;
let watch: AnswerWatch;
let entries: Map<string, SweepEntry>;
beforeAll(async () => {
  t = await createTestApp({}, { beforeReady: (app) => void (watch = watchAnswers(app)) });
  entries = await sweepEntries();
});
afterAll(() => t.close());

// Every answer is written from its contract schema (decision 059). The test app checks each
// handler's answer against the schema (an undeclared field fails the call); here every endpoint is
// called with its valid payload, on a row of the caller's own when it designates one, and what went
// out must be exactly what the handler answered: nothing dropped, nothing changed by the writer.
describe('every answer', () => {
  it('goes out exactly as its handler answered it, and declares every field it carries', async () => {
    const faults: string[] = [];
    let succeeded = 0;
    for (const endpoint of Object.values(ENDPOINTS)) {
      const entry = entries.get(endpoint.name)!;
      const designation = 'none' in entry.designates ? undefined : entry.designates;
      // The row's owner calls, so that a designating call answers about a real row.
      const caller = await makeMerchant(t.ctx, { ...entry.as, ...designation?.owner });
      const token = endpoint.access === 'session' ? await signIn(t.ctx, caller.id) : undefined;
      const valid = (await entry.valid?.(t.ctx, caller)) ?? {};
      const row = await designation?.make(t.ctx, caller);
      const answer = await send(t, endpoint, { ...valid, ...row?.payload }, { token, file: entry.file });
      if (answer.status >= 500) faults.push(`${endpoint.name}: ${answer.status} ${answer.msg}`);
      if (answer.code === Code.ok) succeeded += 1;
    }
    faults.push(...watch.faults());
    report('answers', {
      endpoints: Object.keys(ENDPOINTS).length,
      'answered ok': succeeded,
      'envelopes compared': watch.compared(),
      faults: faults.length,
    });
    expect(faults).toEqual([]);
  }, 120_000);
});
