import { describe, expect, it } from 'vitest';
import { fileNameOf } from '@/lib/download';
import { selectionSummary } from './selection';
import { sheetProblem } from '@/lib/sheet-file';
import { mergeSubMerchants } from './sub-merchants';

describe("an agent's sub-merchants seen in its lists", () => {
  const row = (id: number | null, name = '') => ({ sub_merchant_id: id, sub_merchant_name: name });

  it('are gathered once each, by id', () => {
    const first = mergeSubMerchants([], [row(10004, '乙'), row(null), row(10003, '甲'), row(10004, '乙')]);
    expect(first).toEqual([
      { id: 10003, name: '甲' },
      { id: 10004, name: '乙' },
    ]);
    const more = mergeSubMerchants(first, [row(10005, '丙')]);
    expect(more.map((s) => s.id)).toEqual([10003, 10004, 10005]);
  });

  it('answer the same list when nothing new was seen', () => {
    const known = [{ id: 10003, name: '甲' }];
    expect(mergeSubMerchants(known, [row(10003, '甲'), row(null)])).toBe(known);
  });
});

describe('the selection', () => {
  it("resubmits only the rejected orders the merchant may change, and stops at the batch's size", () => {
    const rows = [
      { id: 1, status: 'rejected' as const, editable: true },
      { id: 2, status: 'settled' as const, editable: true },
      { id: 3, status: 'rejected' as const, editable: false },
    ];
    expect(selectionSummary(rows)).toEqual({ ids: [1, 2, 3], resubmittable: [1], tooMany: false });
    const many = Array.from({ length: 101 }, (_, i) => ({
      id: i + 1,
      status: 'rejected' as const,
      editable: true,
    }));
    expect(selectionSummary(many).tooMany).toBe(true);
  });
});

describe('a chosen spreadsheet', () => {
  it('is an xlsx or a csv of at most 10 MB', () => {
    expect(sheetProblem({ name: 'orders.xlsx', size: 1000 })).toBeNull();
    expect(sheetProblem({ name: 'ORDERS.CSV', size: 1000 })).toBeNull();
    expect(sheetProblem({ name: 'orders.xls', size: 1000 })).toBe('type');
    expect(sheetProblem({ name: 'xlsx', size: 1000 })).toBe('type');
    expect(sheetProblem({ name: 'big.csv', size: 10 * 1024 * 1024 + 1 })).toBe('size');
  });
});

describe('the name of a downloaded template', () => {
  it("is read from the server's Content-Disposition", () => {
    expect(
      fileNameOf(`attachment; filename="orders.csv"; filename*=UTF-8''%E8%AE%A2%E5%8D%95.csv`, 'x'),
    ).toBe('订单.csv');
    expect(fileNameOf('attachment; filename="template.xlsx"', 'x')).toBe('template.xlsx');
    expect(fileNameOf(null, 'fallback.csv')).toBe('fallback.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'fallback.csv')).toBe('fallback.csv');
  });
});
