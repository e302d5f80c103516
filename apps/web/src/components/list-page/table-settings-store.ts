import { create } from 'zustand';

/** Row heights of a table, as antd's Table `size` names them. */
export const DENSITIES = ['large', 'middle', 'small'] as const;
export type Density = (typeof DENSITIES)[number];

/**
 * One list's table settings: its columns' order (ids as the table's column keys), the hidden
 * ones, the density. An empty order means the page's own order.
 */
export interface TableSettings {
  order: string[];
  hidden: string[];
  density: Density;
}

export const DEFAULT_TABLE_SETTINGS: TableSettings = { order: [], hidden: [], density: 'middle' };

/** Every list's settings in one entry of this browser's storage, by the list's table id. */
export const TABLE_SETTINGS_STORAGE_KEY = 'console.list.tables';

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? [...new Set(v.filter((x): x is string => typeof x === 'string'))] : [];

/** Keeps what was stored when it makes sense: a hand-edited storage cannot break a list. */
export function sanitizeTableSettings(raw: unknown): TableSettings {
  if (typeof raw !== 'object' || raw === null) return { ...DEFAULT_TABLE_SETTINGS };
  const r = raw as Record<string, unknown>;
  const density = DENSITIES.find((d) => d === r.density) ?? DEFAULT_TABLE_SETTINGS.density;
  return { order: strings(r.order), hidden: strings(r.hidden), density };
}

/**
 * The columns in the user's order: the stored order first (ids the table no longer has are
 * dropped), then the table's columns the stored order does not know, at their own place, so a
 * column added by a later version is never lost.
 */
export function orderedIds(ids: readonly string[], settings: TableSettings): string[] {
  const order = settings.order.filter((id) => ids.includes(id));
  ids.forEach((id, index) => {
    if (!order.includes(id)) order.splice(Math.min(index, order.length), 0, id);
  });
  return order;
}

/** The shown columns in order; all of them if the stored hidden ones would leave none. */
export function shownIds(ids: readonly string[], settings: TableSettings): string[] {
  const ordered = orderedIds(ids, settings);
  const shown = ordered.filter((id) => !settings.hidden.includes(id));
  return shown.length > 0 ? shown : ordered;
}

/** `ids` with `id` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveId(ids: readonly string[], id: string, step: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The hidden ids after showing or hiding `id`; the last shown column cannot be hidden. */
export function toggleId(ids: readonly string[], hidden: readonly string[], id: string, shown: boolean) {
  if (shown) return hidden.filter((h) => h !== id);
  const visible = ids.filter((c) => !hidden.includes(c));
  if (visible.length <= 1 && visible[0] === id) return [...hidden];
  return hidden.includes(id) ? [...hidden] : [...hidden, id];
}

type AllSettings = Record<string, TableSettings>;

// Read and written by hand, like the order list's columns: zustand's persist middleware would add
// a kilobyte to every list's first load.
function load(): AllSettings {
  try {
    const raw = JSON.parse(localStorage.getItem(TABLE_SETTINGS_STORAGE_KEY) ?? '{}') as unknown;
    if (typeof raw !== 'object' || raw === null) return {};
    return Object.fromEntries(Object.entries(raw).map(([list, s]) => [list, sanitizeTableSettings(s)]));
  } catch {
    return {}; // storage disabled or unreadable: the defaults
  }
}

interface TableSettingsState {
  lists: AllSettings;
  set: (list: string, patch: Partial<TableSettings>) => void;
  reset: (list: string) => void;
}

/** Every list's table settings, kept in this browser (local storage) like the theme's. */
export const useTableSettingsStore = create<TableSettingsState>((set, get) => {
  const save = (lists: AllSettings) => {
    set({ lists });
    try {
      localStorage.setItem(TABLE_SETTINGS_STORAGE_KEY, JSON.stringify(lists));
    } catch {
      // not kept (storage disabled or full), but in force until the page is reloaded
    }
  };
  return {
    lists: load(),
    set: (list, patch) => {
      const current = get().lists[list] ?? DEFAULT_TABLE_SETTINGS;
      save({ ...get().lists, [list]: sanitizeTableSettings({ ...current, ...patch }) });
    },
    reset: (list) => {
      const { [list]: _dropped, ...others } = get().lists;
      save(others);
    },
  };
});

/** One list's settings and their changes. */
export function useTableSettings(list: string) {
  const settings = useTableSettingsStore((s) => s.lists[list]) ?? DEFAULT_TABLE_SETTINGS;
  const set = useTableSettingsStore((s) => s.set);
  const reset = useTableSettingsStore((s) => s.reset);
  return {
    settings,
    set: (patch: Partial<TableSettings>) => set(list, patch),
    reset: () => reset(list),
  };
}
