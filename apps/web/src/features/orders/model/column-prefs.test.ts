import { beforeEach, describe, expect, it } from 'vitest';
import { moveColumn, toggleColumn } from './column-moves';
import {
  COLUMN_PREFS_STORAGE_KEY,
  DEFAULT_COLUMN_PREFS,
  ORDER_COLUMNS,
  sanitizeColumnPrefs,
  useColumnPrefs,
  visibleColumns,
} from './column-prefs';

describe('stored column settings', () => {
  it('fall back to the defaults when unreadable', () => {
    expect(sanitizeColumnPrefs(null)).toEqual(DEFAULT_COLUMN_PREFS);
    expect(sanitizeColumnPrefs('x')).toEqual(DEFAULT_COLUMN_PREFS);
    expect(sanitizeColumnPrefs({ density: 'huge' }).density).toBe('middle');
  });

  it('drop unknown and repeated columns and bring a missing one in at its default place', () => {
    const stored = {
      order: ['status', 'order_no', 'nonsense', 'status', 'goods', 'remark'],
      hidden: ['goods', 'nonsense'],
      density: 'small',
    };
    const prefs = sanitizeColumnPrefs(stored);
    // Each missing column at its default index, in the default order.
    expect(prefs.order).toEqual([
      'flag',
      'status',
      'order_no',
      'goods',
      'customer',
      'remark',
      'source',
      'sub_merchant',
      'id_number',
      'commission',
      'create_time',
      'address',
      'shipping',
    ]);
    expect(prefs.hidden).toEqual(['goods']);
    expect(prefs.density).toBe('small');
  });

  it('never hide every column', () => {
    const prefs = sanitizeColumnPrefs({ order: [...ORDER_COLUMNS], hidden: [...ORDER_COLUMNS] });
    expect(visibleColumns(prefs).length).toBeGreaterThan(0);
    expect(prefs.hidden).toEqual(DEFAULT_COLUMN_PREFS.hidden);
  });
});

describe('changing the columns', () => {
  it('moves one place, not past either end', () => {
    const order = ['order_no', 'goods', 'status'] as const;
    expect(moveColumn(order, 'goods', -1)).toEqual(['goods', 'order_no', 'status']);
    expect(moveColumn(order, 'goods', 1)).toEqual(['order_no', 'status', 'goods']);
    expect(moveColumn(order, 'order_no', -1)).toEqual([...order]);
    expect(moveColumn(order, 'status', 1)).toEqual([...order]);
  });

  it('hides and shows, but keeps the last shown column', () => {
    const prefs = {
      ...DEFAULT_COLUMN_PREFS,
      order: ['order_no', 'goods'] as ('order_no' | 'goods')[],
      hidden: [],
    };
    expect(toggleColumn(prefs, 'goods', false)).toEqual(['goods']);
    expect(toggleColumn({ ...prefs, hidden: ['goods'] }, 'goods', true)).toEqual([]);
    expect(toggleColumn({ ...prefs, hidden: ['goods'] }, 'order_no', false)).toEqual(['goods']);
  });
});

describe('the column settings store', () => {
  beforeEach(() => {
    localStorage.clear();
    useColumnPrefs.getState().reset();
  });

  it('keeps each change in local storage', () => {
    useColumnPrefs.getState().set({ density: 'large', hidden: ['source'] });
    const saved = JSON.parse(localStorage.getItem(COLUMN_PREFS_STORAGE_KEY)!) as object;
    expect(saved).toMatchObject({ density: 'large', hidden: ['source'] });
    expect(useColumnPrefs.getState().density).toBe('large');
    useColumnPrefs.getState().reset();
    expect(useColumnPrefs.getState().hidden).toEqual(DEFAULT_COLUMN_PREFS.hidden);
  });
});
