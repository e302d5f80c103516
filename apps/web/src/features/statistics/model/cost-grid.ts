import { MONEY_PATTERN, parseCents, type CostEntry, type CostWeekResult } from '@console/contract';

/** The edits of the grid, by cell key; a cell not edited keeps the server's amount. */
export type CostDrafts = Readonly<Record<string, string>>;

type CostRow = CostWeekResult['rows'][number];

/** One cell: a channel (the storefront, or a captured shop) on one day. */
export const cellKey = (row: Pick<CostRow, 'channel' | 'shop_id'>, day: string) =>
  `${row.channel}:${row.shop_id}:${day}`;

/** What a cell shows: the edit, else the amount saved ('' when none). */
export const cellValue = (row: CostRow, index: number, day: string, drafts: CostDrafts) =>
  drafts[cellKey(row, day)] ?? row.costs[index] ?? '';

/** An amount as typed: empty (the cell cleared), or yuan with two decimals at most. */
export const amountValid = (value: string) => {
  const v = value.trim();
  return v === '' || MONEY_PATTERN.test(v);
};

// "12.3", "12.30" and " 12.30 " are one amount: compared as cents, never as floats or text.
const sameAmount = (a: string, b: string) => {
  if (a.trim() === '' || b.trim() === '') return a.trim() === b.trim();
  return parseCents(a) === parseCents(b);
};

/** The keys of the edited cells whose amount is not one the server takes. */
export function invalidCells(grid: CostWeekResult, drafts: CostDrafts): string[] {
  const keys = new Set(grid.rows.flatMap((row) => grid.days.map((day) => cellKey(row, day))));
  return Object.entries(drafts)
    .filter(([key, value]) => keys.has(key) && !amountValid(value))
    .map(([key]) => key);
}

/**
 * The cells to send: only those whose amount differs from the saved one (an edit typed back to
 * the saved amount is no change), a cleared cell as ''. The grid's order: channels, then days.
 */
export function changedEntries(grid: CostWeekResult, drafts: CostDrafts): CostEntry[] {
  const entries: CostEntry[] = [];
  for (const row of grid.rows) {
    grid.days.forEach((day, index) => {
      const draft = drafts[cellKey(row, day)];
      if (draft === undefined) return;
      const saved = row.costs[index] ?? '';
      if (sameAmount(draft, saved)) return;
      entries.push({ channel: row.channel, shop_id: row.shop_id, day, amount: draft.trim() });
    });
  }
  return entries;
}
