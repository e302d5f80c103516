import { describe, expect, it } from 'vitest';
import type { CostWeekResult } from '@console/contract';
import zhCN from '../locales/zh-CN/statistics.json';
import enUS from '../locales/en-US/statistics.json';
// The message key's text, which the server answers with too (decision 056).
import zhCNKeys from '../../../../../../packages/contract/src/statistics/texts/zh-CN.json';
import { amountValid, cellKey, cellValue, changedEntries, invalidCells } from './cost-grid';

const days = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];
const grid: CostWeekResult = {
  days,
  rows: [
    {
      channel: 'store',
      shop_id: 0,
      shop_name: '',
      platform: '',
      costs: ['12.30', null, null, null, null, null, '5.00'],
    },
    {
      channel: 'shop',
      shop_id: 7,
      shop_name: 'A',
      platform: 'doudian',
      costs: [null, null, null, null, null, null, null],
    },
  ],
};
const [store, shop] = grid.rows as [CostWeekResult['rows'][number], CostWeekResult['rows'][number]];

describe('the cost grid', () => {
  it('shows the edit, else the saved amount', () => {
    expect(cellValue(store, 0, days[0]!, {})).toBe('12.30');
    expect(cellValue(store, 1, days[1]!, {})).toBe('');
    expect(cellValue(store, 0, days[0]!, { [cellKey(store, days[0]!)]: '9' })).toBe('9');
  });

  it('sends only the cells that changed, a cleared one as empty', () => {
    const drafts = {
      [cellKey(store, days[0]!)]: '12.3', // the same amount: no change
      [cellKey(store, days[1]!)]: '', // empty and still empty: no change
      [cellKey(store, days[6]!)]: '', // cleared
      [cellKey(shop, days[2]!)]: ' 88.5 ',
    };
    expect(changedEntries(grid, drafts)).toEqual([
      { channel: 'store', shop_id: 0, day: days[6], amount: '' },
      { channel: 'shop', shop_id: 7, day: days[2], amount: '88.5' },
    ]);
    expect(changedEntries(grid, {})).toEqual([]);
  });

  it('takes yuan with two decimals at most, or nothing', () => {
    expect(amountValid('')).toBe(true);
    expect(amountValid('0')).toBe(true);
    expect(amountValid('12.34')).toBe(true);
    expect(amountValid('12.345')).toBe(false);
    expect(amountValid('-1')).toBe(false);
    expect(amountValid('1e3')).toBe(false);
    expect(invalidCells(grid, { [cellKey(shop, days[0]!)]: 'abc', [cellKey(store, days[0]!)]: '1' })).toEqual(
      [cellKey(shop, days[0]!)],
    );
  });
});

// Issue 39, 19: 12345678901 was refused with a message it satisfied ("an amount of 0 or more").
// The message names the largest amount; the rule must take it and refuse one cent more.
describe('the cost rule and its message', () => {
  it.each([
    ['zh-CN', zhCN.cost.invalid],
    ['en-US', enUS.cost.invalid],
    ['zh-CN common', zhCNKeys['v.cost_amount']],
  ])('%s: the ceiling it names is the rule’s', (_lang, message) => {
    const ceiling = /\d{1,3}(,\d{3})*\.\d{2}/.exec(message)?.[0].replaceAll(',', '');
    expect(ceiling).toBeDefined();
    expect(amountValid(ceiling!)).toBe(true);
    const cents = BigInt(ceiling!.replace('.', '')) + 1n;
    expect(amountValid(`${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`)).toBe(false);
    expect(amountValid('12345678901')).toBe(false);
  });
});
