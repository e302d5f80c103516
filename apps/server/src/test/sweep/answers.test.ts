import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../test-app';
import { makeMerchant, signIn } from '../factories';
import type { SweepEntry } from './entry';
import { report, sweepEntries } from './entries';
import { answerKind } from './answer-kinds';
import { watchCodes } from './observed-codes';
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
    const codes = watchCodes();
    let succeeded = 0;
    const others = new Set<string>();
    for (const endpoint of Object.values(ENDPOINTS)) {
      const entry = entries.get(endpoint.name)!;
      const designation = 'none' in entry.designates ? undefined : entry.designates;
      // The row's owner calls, so that a designating call answers about a real row.
      const caller = await makeMerchant(t.ctx, { ...entry.as, ...designation?.owner });
      const token = endpoint.access === 'session' ? await signIn(t.ctx, caller.id) : undefined;
      const valid = (await entry.valid?.(t.ctx, caller)) ?? {};
      const row = await designation?.make(t.ctx, caller);
      // A list body (a platform's push) is sent as it is.
      const payload = row ? { ...valid, ...row.payload } : valid;
      const answer = await send(t, endpoint, payload, { token, file: entry.file, sign: entry.sign });
      codes.note(endpoint, answer);
      // Each in its kind: the envelope, a platform's own JSON, a provider's text, a stream.
      const kind = answerKind(endpoint, answer);
      if (kind === 'wrong')
        faults.push(`${endpoint.name}: ${answer.status} ${answer.contentType} ${answer.msg}`);
      if (kind === 'success') succeeded += 1;
      if (endpoint.answer !== 'envelope' && kind === 'success') others.add(endpoint.answer);
    }
    // A call without its credential still goes out as the envelope (the stream without a session,
    // a push or a callback without its signature), refused and never a 5xx.
    for (const endpoint of Object.values(ENDPOINTS).filter((e) => e.answer !== 'envelope')) {
      const answer = await send(t, endpoint, {});
      if (answerKind(endpoint, answer) !== 'refusal')
        faults.push(`${endpoint.name} unsigned: ${answer.status}`);
    }
    faults.push(...watch.faults());
    // The sweep reached a success of each kind of answer that is not the envelope.
    expect([...others].sort()).toEqual(['json', 'stream', 'text']);
    report('answers', {
      'codes observed': codes.observed(),
      endpoints: Object.keys(ENDPOINTS).length,
      'answered ok': succeeded,
      'envelopes compared': watch.compared(),
      faults: faults.length,
    });
    // Every code observed is one the call lists (its machinery's, its domain's, its declared ones).
    expect(codes.undeclared(), 'codes a call answered but does not list').toEqual([]);
    expect(faults).toEqual([]);
    // The watch saw the answers as they went out (it once skipped bytes, and compared none).
    expect(watch.compared()).toBeGreaterThan(100);
  }, 600_000);
});
