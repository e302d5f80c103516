// What the list kit reads of a filter: whether it differs from the list's start (a filtered empty
// list says "nothing matches" and offers a reset rather than "nothing yet").

/** An unset value: `undefined`, `''`; the lists' "all" values are their start's own values. */
const unset = (value: unknown) => value === undefined || value === '';

/**
 * Whether `filters` filters more than `initial` does: a key the start does not have (a date range
 * picked later) counts once it is set; a key of the start counts when its value differs.
 */
export function isFiltered<F extends object>(filters: F, initial: F): boolean {
  const now = filters as Record<string, unknown>;
  const start = initial as Record<string, unknown>;
  const keys = new Set([...Object.keys(now), ...Object.keys(start)]);
  for (const key of keys) {
    const a = now[key];
    const b = start[key];
    if (unset(a) && unset(b)) continue;
    if (JSON.stringify(a) !== JSON.stringify(b)) return true;
  }
  return false;
}
