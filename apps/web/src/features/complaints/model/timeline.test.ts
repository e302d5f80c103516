import { describe, expect, it } from 'vitest';
import { eventKind, inTimeOrder } from './timeline';

describe('eventKind', () => {
  it('tells the arrival, a change and a reply apart', () => {
    expect(eventKind({ actor: 'partner', from: null, to: 'pending' })).toBe('arrival');
    expect(eventKind({ actor: 'merchant', from: 'pending', to: 'processing' })).toBe('change');
    expect(eventKind({ actor: 'merchant', from: 'processing', to: 'processing' })).toBe('reply');
  });
});

describe('inTimeOrder', () => {
  it('puts the oldest first and keeps the order of events of the same time', () => {
    const events = [
      { create_time: '2026-03-10T12:00:00+08:00', n: 3 },
      { create_time: '2026-03-10T10:00:00+08:00', n: 1 },
      { create_time: '2026-03-10T12:00:00+08:00', n: 4 },
      { create_time: '2026-03-10T03:00:00Z', n: 2 },
    ];
    expect(inTimeOrder(events).map((e) => e.n)).toEqual([1, 2, 3, 4]);
  });
});
