// Changes of the column settings: only the (lazy) settings panel makes them.
import type { ColumnPrefs, OrderColumnId } from './column-prefs';

/** The order with `id` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveColumn(
  order: readonly OrderColumnId[],
  id: OrderColumnId,
  step: -1 | 1,
): OrderColumnId[] {
  const from = order.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** Shows or hides a column; the last shown one cannot be hidden (an empty table helps nobody). */
export function toggleColumn(prefs: ColumnPrefs, id: OrderColumnId, shown: boolean): OrderColumnId[] {
  if (shown) return prefs.hidden.filter((h) => h !== id);
  const visible = prefs.order.filter((c) => !prefs.hidden.includes(c));
  if (visible.length <= 1 && visible[0] === id) return prefs.hidden;
  return prefs.hidden.includes(id) ? prefs.hidden : [...prefs.hidden, id];
}
