import { describe, expect, it } from 'vitest';
import { DUE_SOON_MS, deadlineState, hoursLeft } from './deadline';

const now = Date.parse('2026-03-10T12:00:00+08:00');
const at = (ms: number) => new Date(now + ms).toISOString();
const row = (
  status: 'pending' | 'processing' | 'resolved' | 'closed',
  deadline: string,
  overdue = false,
) => ({
  status,
  deadline,
  overdue,
});

describe('deadlineState', () => {
  it('is done once resolved or closed, even past the deadline', () => {
    expect(deadlineState(row('resolved', at(-3_600_000), true), now)).toBe('done');
    expect(deadlineState(row('closed', at(-3_600_000)), now)).toBe('done');
  });

  it('is overdue when the server says so, or when the deadline passed since the fetch', () => {
    expect(deadlineState(row('pending', at(10 * 3_600_000), true), now)).toBe('overdue');
    expect(deadlineState(row('processing', at(-1)), now)).toBe('overdue');
    expect(deadlineState(row('processing', at(0)), now)).toBe('overdue');
  });

  it('is soon under the threshold, open above it', () => {
    expect(deadlineState(row('pending', at(DUE_SOON_MS - 1)), now)).toBe('soon');
    expect(deadlineState(row('pending', at(DUE_SOON_MS)), now)).toBe('open');
  });

  it('trusts the server flag when the deadline cannot be read', () => {
    expect(deadlineState(row('pending', 'not a time'), now)).toBe('open');
    expect(deadlineState(row('pending', 'not a time', true), now)).toBe('overdue');
  });
});

describe('hoursLeft', () => {
  it('counts whole hours, at least one while time is left, none after', () => {
    expect(hoursLeft(at(47.9 * 3_600_000), now)).toBe(47);
    expect(hoursLeft(at(60_000), now)).toBe(1);
    expect(hoursLeft(at(0), now)).toBe(0);
    expect(hoursLeft(at(-5), now)).toBe(0);
  });
});
