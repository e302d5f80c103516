import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { createTestApp, type TestApp } from '../test/test-app';
import { addHits, sharedRateLimitStore } from './rate-limit-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const incr = (store: FastifyRateLimitStore, key: string, windowMs = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 100),
  );

const storeOf = (errors: Error[] = [], closing = new AbortController().signal) => {
  const Store = sharedRateLimitStore(t.ctx.db, (error) => errors.push(error), closing);
  return new Store({}) as FastifyRateLimitStore & { flush(): Promise<void> };
};

describe('the shared rate-limit counts', () => {
  it('adds to a key in its window and starts a new window when the last has passed', async () => {
    expect(await addHits(t.ctx.db, ['w:a', 'w:b'], [2, 5], 60_000)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'w:a', hits: 2 }),
        expect.objectContaining({ key: 'w:b', hits: 5 }),
      ]),
    );
    const [again] = await addHits(t.ctx.db, ['w:a'], [1], 60_000);
    expect(again).toMatchObject({ key: 'w:a', hits: 3 });
    expect(again!.ttl).toBeGreaterThan(50_000);
    await new Promise((r) => setTimeout(r, 60));
    expect((await addHits(t.ctx.db, ['w:a'], [1], 50))[0]).toMatchObject({ hits: 1 });
  });

  it("two processes' flood guards count each other's requests after a flush", async () => {
    const [one, two] = [storeOf(), storeOf()];
    for (let i = 0; i < 3; i++) await incr(one, '10.0.0.1');
    for (let i = 0; i < 2; i++) await incr(two, '10.0.0.1');
    await one.flush();
    await two.flush();
    // One has not heard of two's yet: its own three, plus this request.
    expect((await incr(one, '10.0.0.1')).current).toBe(4);
    // Its next flush brings everyone's six; then this request.
    await one.flush();
    expect((await incr(one, '10.0.0.1')).current).toBe(7);
    expect((await incr(two, '10.0.0.1')).current).toBe(6);
  });

  it("a route's own limit is counted in the database at every request, across stores", async () => {
    const errors: Error[] = [];
    const route = { routeInfo: { url: '/api/login/dologin' } };
    const [one, two] = [storeOf(errors).child(route as never), storeOf(errors).child(route as never)];
    expect((await incr(one, '10.0.0.2')).current).toBe(1);
    expect((await incr(two, '10.0.0.2')).current).toBe(2);
    expect((await incr(one, '10.0.0.2')).current).toBe(3);
    expect(errors).toEqual([]);
  });

  it('sends nothing once the server is closing (its pool ends next)', async () => {
    const errors: Error[] = [];
    const closing = new AbortController();
    const store = storeOf(errors, closing.signal);
    await incr(store, '10.0.0.3');
    closing.abort();
    await store.flush();
    expect(await addHits(t.ctx.db, ['all:10.0.0.3'], [0], 60_000)).toMatchObject([{ hits: 0 }]);
    expect(errors).toEqual([]);
  });
});
