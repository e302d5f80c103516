import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../test-app';
import { makeMerchant, signIn } from '../factories';
import type { SweepEntry } from './entry';
import { report, sweepEntries } from './entries';
import { send } from './send';
import { type AnswerWatch, watchAnswers } from './answer-watch';

/** The API's routes outside the endpoint table, called as an unknown sender would. */
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const OUTSIDE_CALLS: ['GET' | 'POST', string, string | object | undefined, Record<string, string>?][] = [
  ['GET', '/api/events', undefined],
  ['POST', '/api/topup/notify', 'sporder_id=J1&orderid=T1&sta=1&sign=00', FORM],
  ['POST', '/api/capture/push/doudian', [{ msg_id: 'm1' }]],
  ['POST', '/api/capture/push/gantanhao', { event_id: 'e1', shop_id: 's1', app_key: 'k1' }],
];

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
    // The routes outside the table answer in their senders' formats; a refused push or callback
    // and the stream's refusal without a session still go out as they were given.
    for (const [method, url, body, headers] of OUTSIDE_CALLS) {
      const res = await t.inject({ method, url, headers, ...(body && { payload: body }) });
      if (res.statusCode >= 500) faults.push(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
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
