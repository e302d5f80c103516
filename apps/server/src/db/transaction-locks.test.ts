import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import type { Executor } from './database';
import { lockNames } from './transaction-locks';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Transaction A takes `first` and holds it 150 ms; B starts once A holds it and takes `second`.
 * Answers the order of what happened.
 */
async function race(first: string, second: string) {
  const events: string[] = [];
  let held!: () => void;
  const aHolds = new Promise<void>((resolve) => (held = resolve));
  const a = t.ctx.db.transaction(async (tx) => {
    await lockNames(t.ctx.database, tx, first);
    events.push('A locked');
    held();
    await sleep(150);
    events.push('A ends');
  });
  await aHolds;
  const b = t.ctx.db.transaction(async (tx) => {
    await lockNames(t.ctx.database, tx, second);
    events.push('B locked');
  });
  await Promise.all([a, b]);
  return events;
}

describe('lockNames', () => {
  it('a second transaction on the same name goes on only once the first has ended', async () => {
    expect(await race('lock-test:same', 'lock-test:same')).toEqual(['A locked', 'A ends', 'B locked']);
  });

  // The suite's PostgreSQL run (TEST_DATABASE_URL); on PGlite every transaction waits for the last.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('on PostgreSQL another name does not wait', async () => {
    expect(await race('lock-test:one', 'lock-test:other')).toEqual(['A locked', 'B locked', 'A ends']);
  });

  it('sends nothing on the embedded database, whose transactions already run one at a time', async () => {
    const refusing = {
      execute: () => Promise.reject(new Error('a statement was sent')),
    } as unknown as Executor;
    await expect(lockNames({ kind: 'pglite' }, refusing, 'a', 'b')).resolves.toBeUndefined();
    await expect(lockNames({ kind: 'postgres' }, refusing, 'a')).rejects.toThrow('a statement was sent');
  });
});
