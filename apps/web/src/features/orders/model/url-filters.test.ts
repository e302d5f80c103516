import { describe, expect, it } from 'vitest';
import { filtersFromSearch } from './url-filters';

describe('filtersFromSearch', () => {
  it('reads the source, days, status and goods a link carries (statistics/model/drill.ts makes them)', () => {
    const search = 'source=live&start_date=2026-11-01&end_date=2026-11-28&goods_id=7';
    expect(filtersFromSearch(new URLSearchParams(search))).toEqual({
      source: 'live',
      start_date: '2026-11-01',
      end_date: '2026-11-28',
      goods_id: 7,
    });
  });

  it('leaves out what the list would refuse, and answers null for an address without filters', () => {
    expect(filtersFromSearch(new URLSearchParams('source=fax&start_date=1.1.2026&status=settled'))).toEqual({
      status: 'settled',
    });
    expect(filtersFromSearch(new URLSearchParams(''))).toBeNull();
  });

  it('reads the order number of a ledger entry, whole (a part of one would find nothing)', () => {
    expect(filtersFromSearch(new URLSearchParams('order_no=202611010000000001'))).toEqual({
      order_no: '202611010000000001',
    });
    expect(filtersFromSearch(new URLSearchParams('order_no=2026'))).toBeNull();
  });
});
