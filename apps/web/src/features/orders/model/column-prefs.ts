import { create } from 'zustand';

/**
 * The columns a user may show, hide and reorder, in their default order: what a merchant scans
 * the list for first (a wide table scrolls sideways). The selection column and the row actions
 * stay where they are: without them the table cannot be worked.
 */
export const ORDER_COLUMNS = [
  'flag',
  'order_no',
  'goods',
  'status',
  'customer',
  'remark',
  'source',
  'sub_merchant',
  'id_number',
  'commission',
  'create_time',
  'address',
  'shipping',
] as const;
export type OrderColumnId = (typeof ORDER_COLUMNS)[number];

/**
 * Hidden by default: long, and not what a merchant scans the list for (the ID number shows masked,
 * and the drawer has it), so that the default columns fit a 1,440 px screen without scrolling.
 */
const HIDDEN_BY_DEFAULT: readonly OrderColumnId[] = ['id_number', 'address', 'shipping'];

export const DENSITIES = ['large', 'middle', 'small'] as const;
export type Density = (typeof DENSITIES)[number];

export interface ColumnPrefs {
  order: OrderColumnId[];
  hidden: OrderColumnId[];
  density: Density;
}

export const DEFAULT_COLUMN_PREFS: ColumnPrefs = {
  order: [...ORDER_COLUMNS],
  hidden: [...HIDDEN_BY_DEFAULT],
  density: 'middle',
};

const isColumn = (v: unknown): v is OrderColumnId =>
  typeof v === 'string' && (ORDER_COLUMNS as readonly string[]).includes(v);

/**
 * Keeps what was stored when it still makes sense: unknown or repeated ids are dropped, and a
 * column added by a later version comes in at its default place, so a stored order never hides a
 * new column.
 */
export function sanitizeColumnPrefs(raw: unknown): ColumnPrefs {
  if (typeof raw !== 'object' || raw === null) return { ...DEFAULT_COLUMN_PREFS };
  const r = raw as Record<string, unknown>;
  const order = Array.isArray(r.order) ? [...new Set(r.order.filter(isColumn))] : [...ORDER_COLUMNS];
  ORDER_COLUMNS.forEach((id, index) => {
    if (!order.includes(id)) order.splice(index, 0, id);
  });
  let hidden = Array.isArray(r.hidden) ? [...new Set(r.hidden.filter(isColumn))] : [...HIDDEN_BY_DEFAULT];
  // Every column hidden (a hand-edited storage): the defaults rather than an empty table.
  if (order.every((id) => hidden.includes(id))) hidden = [...HIDDEN_BY_DEFAULT];
  const density = DENSITIES.find((d) => d === r.density) ?? DEFAULT_COLUMN_PREFS.density;
  return { order, hidden, density };
}

/** The shown columns, in the user's order. */
export const visibleColumns = (prefs: ColumnPrefs): OrderColumnId[] =>
  prefs.order.filter((id) => !prefs.hidden.includes(id));

export const COLUMN_PREFS_STORAGE_KEY = 'console.orders.columns';

// Read and written by hand: zustand's persist middleware would add a kilobyte to the landing page.
function load(): ColumnPrefs {
  try {
    const raw = localStorage.getItem(COLUMN_PREFS_STORAGE_KEY);
    return sanitizeColumnPrefs(raw ? JSON.parse(raw) : null);
  } catch {
    return { ...DEFAULT_COLUMN_PREFS }; // storage disabled or unreadable: the defaults
  }
}

function save(prefs: ColumnPrefs): void {
  try {
    localStorage.setItem(COLUMN_PREFS_STORAGE_KEY, JSON.stringify(prefs));
  } catch {
    // not kept (storage disabled or full), but in force until the page is reloaded
  }
}

interface ColumnPrefsState extends ColumnPrefs {
  set: (patch: Partial<ColumnPrefs>) => void;
  reset: () => void;
}

/** The order list's column settings, kept in this browser (local storage). */
export const useColumnPrefs = create<ColumnPrefsState>((set, get) => {
  const apply = (prefs: ColumnPrefs) => {
    save(prefs);
    set(prefs);
  };
  return {
    ...load(),
    set: (patch) => {
      const { order, hidden, density } = get();
      apply(sanitizeColumnPrefs({ order, hidden, density, ...patch }));
    },
    reset: () => apply({ ...DEFAULT_COLUMN_PREFS }),
  };
});
