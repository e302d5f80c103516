/** How a period's figure moved against the period before it. */
export type Trend =
  | { direction: 'up' | 'down'; ratio: number }
  /** The same figure both times (0 and 0 included). */
  | { direction: 'flat' }
  /** Nothing the period before: a change from 0 has no percentage. */
  | { direction: 'new' };

/**
 * The change from `previous` to `current` (counts, or exact decimal strings of money: a ratio for
 * display, no money is computed here). `ratio` is the relative change, 0.125 for +12.5 %.
 */
export function trendOf(current: number | string, previous: number | string): Trend {
  const now = Number(current);
  const before = Number(previous);
  if (now === before) return { direction: 'flat' };
  if (before === 0) return { direction: 'new' };
  return { direction: now > before ? 'up' : 'down', ratio: Math.abs(now - before) / before };
}

/** The address of a to-do item's list: its route with the filter as the query. */
export function todoHref(item: { path: string; filter: Record<string, string> }): string {
  const search = new URLSearchParams(item.filter).toString();
  return search ? `${item.path}?${search}` : item.path;
}
