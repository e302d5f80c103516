import { describe, expect, it } from 'vitest';
import type { RateRow } from '@console/contract';
import { checkCommission, isCapped, rateItems, toCents } from './rates';

const row = (over: Partial<RateRow> = {}): RateRow => ({
  goods_id: 1,
  goods_name: '星河卡',
  operator_name: '中国移动',
  own_commission: '80.00',
  default_rate: null,
  sub_rate: null,
  effective: '80.00',
  ...over,
});

describe('the bulk commission check', () => {
  it('takes an amount of 0 or more with two places at most', () => {
    const goods = [row()];
    expect(checkCommission('0', goods)).toBeNull();
    expect(checkCommission(' 12.5 ', goods)).toBeNull();
    expect(checkCommission('80.00', goods)).toBeNull();
    for (const typed of ['', '-1', '1.234', 'abc', '1,5', '.5', '1e2'])
      expect(checkCommission(typed, goods), typed).toEqual({ kind: 'invalid' });
  });

  it('names every goods whose own commission is below the amount, to the cent', () => {
    const goods = [
      row({ goods_id: 1, goods_name: 'A', own_commission: '30.00' }),
      row({ goods_id: 2, goods_name: 'B', own_commission: '30.01' }),
      row({ goods_id: 3, goods_name: 'C', own_commission: '29.99' }),
    ];
    const problem = checkCommission('30.01', goods);
    expect(problem?.kind).toBe('above_own');
    expect(problem?.kind === 'above_own' && problem.goods.map((g) => g.goods_name)).toEqual(['A', 'C']);
    expect(checkCommission('29.99', goods)).toBeNull();
  });

  it('counts money in cents, never in floating point', () => {
    expect(toCents('0.29')).toBe(29);
    expect(toCents('1.1')).toBe(110);
    expect(toCents('100')).toBe(10000);
    // 0.1 + 0.2 would be above 0.3 in floating point: not here.
    expect(checkCommission('0.3', [row({ own_commission: '0.30' })])).toBeNull();
  });
});

describe('the save items', () => {
  it('sets one amount, written with two places, for every chosen goods', () => {
    expect(rateItems({ mode: 'set', value: ' 5.5' }, [3, 4])).toEqual([
      { goods_id: 3, commission: '5.50' },
      { goods_id: 4, commission: '5.50' },
    ]);
  });

  it('clears the configuration with null', () => {
    expect(rateItems({ mode: 'clear' }, [3])).toEqual([{ goods_id: 3, commission: null }]);
  });
});

describe('the capped mark', () => {
  const capped = { commission: '60.00', capped_from: '80.00' };
  const plain = { commission: '60.00', capped_from: null };

  it('marks a capped default', () => {
    expect(isCapped(row({ default_rate: capped }), false)).toBe(true);
    expect(isCapped(row({ default_rate: plain }), false)).toBe(false);
    expect(isCapped(row(), false)).toBe(false);
  });

  it('marks the picked sub-merchant’s capped rate only when one is picked', () => {
    const r = row({ default_rate: plain, sub_rate: capped });
    expect(isCapped(r, true)).toBe(true);
    expect(isCapped(r, false)).toBe(false);
  });
});
