import { describe, expect, it } from 'vitest';
import { ConnectionGate, DatabaseBusyError, withWaitBudget } from './connection-gate';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('ConnectionGate', () => {
  it('gives turns first come, first served, and refuses only the caller whose budget ran out', async () => {
    const gate = new ConnectionGate();
    const order: string[] = [];
    const hold = gate.run(async () => {
      order.push('hold');
      await sleep(120);
    });
    const patient = gate.run(async () => void order.push('patient'));
    const hurried = withWaitBudget(40, () => gate.run(async () => void order.push('hurried')));
    const inTime = withWaitBudget(1000, () => gate.run(async () => void order.push('in time')));
    await expect(hurried).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(gate.waiting).toBe(2);
    await Promise.all([hold, patient, inTime]);
    expect(order).toEqual(['hold', 'patient', 'in time']);
    expect(gate.waiting).toBe(0);
  });

  it('counts the waits of one scope together: the budget is for the whole request', async () => {
    const gate = new ConnectionGate();
    const holdFor = (ms: number) => gate.run(() => sleep(ms));
    await withWaitBudget(150, async () => {
      void holdFor(100);
      await gate.run(async () => {}); // waits about 100 of the 150
      void holdFor(100);
      await expect(gate.run(async () => {})).rejects.toBeInstanceOf(DatabaseBusyError);
    });
  });

  it('serves the caller that arrived first, however late it asks again', async () => {
    const gate = new ConnectionGate();
    const order: string[] = [];
    const hold = gate.run(() => sleep(30));
    const newcomer = withWaitBudget(5000, () => gate.run(async () => void order.push('newcomer')));
    // A request that arrived 200 ms ago and now runs its next statement.
    const older = withWaitBudget(5000, () => gate.run(async () => void order.push('older')), 200);
    await Promise.all([hold, newcomer, older]);
    expect(order).toEqual(['older', 'newcomer']);
  });

  it('lets the event loop run between two turns (a statement blocks the thread while it runs)', async () => {
    const gate = new ConnectionGate();
    const order: string[] = [];
    const blockFor = (ms: number, name: string) =>
      gate.run(async () => {
        for (const until = performance.now() + ms; performance.now() < until;);
        order.push(name);
      });
    const turns = [blockFor(30, 'first'), blockFor(30, 'second'), blockFor(30, 'third')];
    setTimeout(() => order.push('timer'), 0);
    await Promise.all(turns);
    // The timer fired before the last turn, not after the whole queue.
    expect(order).toHaveLength(4);
    expect(order.indexOf('timer')).toBeLessThan(order.indexOf('third'));
  });
});
