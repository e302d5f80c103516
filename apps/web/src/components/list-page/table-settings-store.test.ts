import { beforeEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import {
  DEFAULT_TABLE_SETTINGS,
  TABLE_SETTINGS_STORAGE_KEY,
  moveId,
  orderedIds,
  sanitizeTableSettings,
  shownIds,
  toggleId,
  useTableSettingsStore,
} from './table-settings-store';

const IDS = ['no', 'goods', 'status', 'time'];

beforeEach(() => {
  localStorage.clear();
  useTableSettingsStore.setState({ lists: {} });
});

describe('table settings', () => {
  it('orders and hides the columns, and never loses a column the stored order does not know', () => {
    const settings = { ...DEFAULT_TABLE_SETTINGS, order: ['time', 'gone', 'no'], hidden: ['goods'] };
    expect(orderedIds(IDS, settings)).toEqual(['time', 'goods', 'status', 'no']);
    expect(shownIds(IDS, settings)).toEqual(['time', 'status', 'no']);
    // Every column hidden (a hand-edited storage): all shown rather than an empty table.
    expect(shownIds(IDS, { ...settings, hidden: IDS })).toHaveLength(4);
  });

  it('moves within the ends and keeps the last shown column', () => {
    expect(moveId(IDS, 'goods', -1)).toEqual(['goods', 'no', 'status', 'time']);
    expect(moveId(IDS, 'no', -1)).toEqual(IDS);
    expect(moveId(IDS, 'time', 1)).toEqual(IDS);
    expect(toggleId(IDS, [], 'goods', false)).toEqual(['goods']);
    expect(toggleId(IDS, ['goods'], 'goods', true)).toEqual([]);
    expect(toggleId(IDS, ['no', 'goods', 'status'], 'time', false)).toEqual(['no', 'goods', 'status']);
  });

  it('sanitizes what was stored', () => {
    expect(sanitizeTableSettings('x')).toEqual(DEFAULT_TABLE_SETTINGS);
    expect(sanitizeTableSettings({ order: ['a', 1, 'a'], hidden: null, density: 'huge' })).toEqual({
      order: ['a'],
      hidden: [],
      density: 'middle',
    });
  });

  it('keeps each list apart in this browser, and a reset forgets only that list', () => {
    const { set, reset } = useTableSettingsStore.getState();
    act(() => set('a-table', { density: 'small', hidden: ['goods'] }));
    act(() => set('b-table', { order: ['time'] }));
    const stored = JSON.parse(localStorage.getItem(TABLE_SETTINGS_STORAGE_KEY)!) as Record<string, unknown>;
    expect(stored['a-table']).toEqual({ order: [], hidden: ['goods'], density: 'small' });
    expect(stored['b-table']).toEqual({ order: ['time'], hidden: [], density: 'middle' });
    act(() => reset('a-table'));
    expect(useTableSettingsStore.getState().lists['a-table']).toBeUndefined();
    expect(useTableSettingsStore.getState().lists['b-table']?.order).toEqual(['time']);
  });
});
