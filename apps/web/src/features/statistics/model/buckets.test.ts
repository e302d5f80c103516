import { describe, expect, it } from 'vitest';
import { AMOUNT_BUCKETS, DAY_BUCKETS } from './buckets';

describe('distribution ranges', () => {
  it('cuts the amounts at the contract bounds', () => {
    expect(AMOUNT_BUCKETS).toEqual([
      { kind: 'below', to: 50 },
      { kind: 'between', from: 50, to: 99 },
      { kind: 'between', from: 100, to: 199 },
      { kind: 'between', from: 200, to: 499 },
      { kind: 'from', from: 500 },
    ]);
  });

  it('cuts the days at the contract bounds', () => {
    expect(DAY_BUCKETS).toEqual([
      { kind: 'exact', from: 0 },
      { kind: 'between', from: 1, to: 2 },
      { kind: 'between', from: 3, to: 6 },
      { kind: 'between', from: 7, to: 14 },
      { kind: 'between', from: 15, to: 29 },
      { kind: 'from', from: 30 },
    ]);
  });
});
