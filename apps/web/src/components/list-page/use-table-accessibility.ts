import { useLayoutEffect, useRef } from 'react';
import type { TableRef } from 'antd';

/** antd's scroll boxes of a table: the whole table, or its body under a fixed header. */
const SCROLL_BOXES = '.ant-table-content, .ant-table-body';
/**
 * rc-table measures the columns with a copy of the header in an aria-hidden row of height 0: the
 * copy of the "select all" checkbox is still reached by Tab, an invisible stop. Inert, the row
 * holds no stop at all.
 */
const MEASURE_ROW = '.ant-table-measure-row';

function fixTable(root: HTMLElement, label: string) {
  for (const box of root.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', label);
  }
  for (const row of root.querySelectorAll<HTMLElement>(MEASURE_ROW)) row.inert = true;
}

/**
 * What antd's Table leaves out for keyboard and screen-reader users (WCAG 2.1.1 and 4.1.2): a
 * table wider than the screen scrolls sideways in a box that a keyboard could not reach, so the
 * box is a named stop of the tab order (the arrows then scroll it); and the hidden copy of the
 * header keeps its controls out of the tab order. Applied whenever antd redraws the table.
 * Every list's box is a stop, scrolling or not (the width of the screen decides): watching sizes
 * to add and remove it cost the order list's route its last bytes of budget.
 * Returns the ref to give the Table.
 */
export function useTableAccessibility(label: string) {
  const table = useRef<TableRef>(null);
  useLayoutEffect(() => {
    const root = table.current?.nativeElement;
    if (!root) return;
    const fix = () => fixTable(root, label);
    fix();
    // The attributes set here change no child list: the observer does not wake itself up.
    const redraws = new MutationObserver(fix);
    redraws.observe(root, { childList: true, subtree: true });
    return () => redraws.disconnect();
  }, [label]);
  return table;
}
