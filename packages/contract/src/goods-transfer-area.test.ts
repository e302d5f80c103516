import { describe, expect, it } from 'vitest';
import { AreaTree, areaDataPath, SaveCoveragePayload } from './area';
import { GoodsListPayload } from './goods';
import { ChangeOpenStatusPayload } from './transfer';

describe('goods, coverage and transfer schemas', () => {
  it('gives the goods list its defaults and refuses an unknown carrier', () => {
    expect(GoodsListPayload.parse({})).toEqual({
      page: 1,
      page_size: 20,
      carrier: '',
      name: '',
      status: '',
      mismatch_only: false,
    });
    expect(GoodsListPayload.safeParse({ carrier: 'satellite' }).success).toBe(false);
    expect(GoodsListPayload.safeParse({ status: 2 }).success).toBe(false);
  });

  it('takes only 0 or 1 as is_open', () => {
    expect(ChangeOpenStatusPayload.safeParse({ id: 1, is_open: 1 }).success).toBe(true);
    expect(ChangeOpenStatusPayload.safeParse({ id: 1, is_open: true }).success).toBe(false);
    expect(ChangeOpenStatusPayload.safeParse({ id: 0, is_open: 0 }).success).toBe(false);
  });

  it('takes 6-digit area codes only', () => {
    expect(SaveCoveragePayload.safeParse({ operator_id: 1, codes: ['110000', '440300'] }).success).toBe(true);
    expect(SaveCoveragePayload.safeParse({ operator_id: 1, codes: ['11'] }).success).toBe(false);
  });

  it('parses a nested area tree', () => {
    const tree = [
      {
        value: '440000',
        label: '广东省',
        selectAll: true,
        children: [{ value: '440300', label: '深圳市', selectAll: false }],
      },
    ];
    expect(AreaTree.parse(tree)).toEqual(tree);
  });

  it('names the area file from the key', () => {
    expect(areaDataPath('area_mobile')).toBe('/area/data/area_mobile.json');
  });
});
