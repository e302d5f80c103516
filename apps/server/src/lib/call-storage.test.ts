import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { callSlot } from './call-storage';

describe('the call storage', () => {
  const budget = callSlot<number>('budget');
  const reads = callSlot<string>('reads');

  it('keeps each slot apart: setting one leaves the others as they were, and restores it after', async () => {
    expect(budget.get()).toBeUndefined();
    await budget.run(5, async () => {
      expect(reads.get()).toBeUndefined();
      await reads.run('replica', async () => {
        await sleep(1);
        expect(budget.get()).toBe(5);
        expect(reads.get()).toBe('replica');
        budget.run(6, () => expect([budget.get(), reads.get()]).toEqual([6, 'replica']));
        expect(budget.get()).toBe(5);
      });
      expect(reads.get()).toBeUndefined();
      expect(budget.get()).toBe(5);
    });
    expect(budget.get()).toBeUndefined();
  });

  it('gives each of two calls in flight its own values across their awaits', async () => {
    const call = (n: number) =>
      budget.run(n, async () => {
        await sleep(3 - n);
        const seen = [budget.get()];
        await reads.run(`call ${n}`, () => sleep(n));
        return [...seen, budget.get(), reads.get()];
      });
    expect(await Promise.all([call(1), call(2)])).toEqual([
      [1, 1, undefined],
      [2, 2, undefined],
    ]);
  });

  it('tells two slots of the same name apart', () => {
    const other = callSlot<number>('budget');
    budget.run(1, () => other.run(2, () => expect([budget.get(), other.get()]).toEqual([1, 2])));
  });
});
