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
});
