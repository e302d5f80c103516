import { describe, expect, it } from 'vitest';
import { daysFrom, wholeMonths } from './calendar';

// The shop screen reads a range's whole months from the monthly figures and the rest by day.
describe('wholeMonths', () => {
  it('finds the whole months inside a range, across a year and around February', () => {
    expect(wholeMonths('2025-11-30', '2026-11-29')).toEqual({
      first: '2025-12-01',
      last: '2026-10-01',
      lastDay: '2026-10-31',
    });
    expect(wholeMonths('2026-04-01', '2026-04-30')).toEqual({
      first: '2026-04-01',
      last: '2026-04-01',
      lastDay: '2026-04-30',
    });
    expect(wholeMonths('2028-01-15', '2028-02-29')).toEqual({
      first: '2028-02-01',
      last: '2028-02-01',
      lastDay: '2028-02-29',
    });
    expect(wholeMonths('2026-12-01', '2027-01-31')).toEqual({
      first: '2026-12-01',
      last: '2027-01-01',
      lastDay: '2027-01-31',
    });
  });

  it('answers null for a range without a whole month', () => {
    expect(wholeMonths('2026-04-02', '2026-04-30')).toBeNull();
    expect(wholeMonths('2026-04-01', '2026-04-29')).toBeNull();
    expect(wholeMonths('2026-04-15', '2026-05-14')).toBeNull();
    expect(wholeMonths('2027-02-01', '2027-02-27')).toBeNull();
  });
});

// Checked against a Date a day (UTC's calendar, the rule daysFrom no longer calls).
describe('daysFrom', () => {
  const byDate = (start: string, end: string) => {
    const days: string[] = [];
    for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000)
      days.push(new Date(t).toISOString().slice(0, 10));
    return days;
  };

  it('writes every calendar day of a range, over leap days, month and year ends', () => {
    expect(daysFrom('2028-02-27', '2028-03-01')).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(daysFrom('2026-11-30', '2026-11-30')).toEqual(['2026-11-30']);
    expect(daysFrom('2026-12-01', '2026-11-30')).toEqual([]);
    for (const [start, end] of [
      ['1999-12-20', '2001-03-05'],
      ['2025-11-30', '2026-11-30'],
      ['2099-12-25', '2100-03-02'],
      ['2399-12-25', '2400-03-02'],
    ] as const)
      expect(daysFrom(start, end)).toEqual(byDate(start, end));
  });

  it('agrees with a Date a day from any start over a year', () => {
    for (let i = 0; i < 200; i += 1) {
      const start = new Date(Date.UTC(1990, 0, 1) + Math.floor(Math.random() * 60 * 365) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const end = new Date(Date.parse(`${start}T00:00:00Z`) + Math.floor(Math.random() * 400) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      expect(daysFrom(start, end), `${start}..${end}`).toEqual(byDate(start, end));
    }
  });
});
