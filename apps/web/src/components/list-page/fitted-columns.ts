import { createElement, type ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { columnsWidth } from './columns-width';
import { shownIds, type TableSettings } from './table-settings-store';
import styles from './table-bar.module.css';

type Column<Row> = TableColumnsType<Row>[number];

/** A column's id for its settings: its key, or its field. */
export const columnId = <Row>(column: Column<Row>, index: number): string => {
  if (column.key !== undefined) return String(column.key);
  const field = (column as { dataIndex?: unknown }).dataIndex;
  if (typeof field === 'string' || typeof field === 'number') return String(field);
  if (Array.isArray(field)) return field.join('.');
  return `column-${index}`;
};

/** Kept at the right whatever the settings: the row actions (fixed there by the page). */
const isEndColumn = <Row>(column: Column<Row>) => column.fixed === 'right' || column.fixed === 'end';

/**
 * A clipped column (`ellipsis`) keeps to its width in a table laid out by its content: its text
 * in a box that is at most as wide (a table cell's own max-width is ignored by browsers), whole on
 * hover.
 */
function clipped<Row>(column: Column<Row>): Column<Row> {
  if (!column.ellipsis) return column;
  const render = (column as { render?: (value: unknown, row: Row, index: number) => ReactNode }).render;
  const width = typeof column.width === 'number' ? column.width : 200;
  return {
    ...column,
    ellipsis: false,
    render: (value: unknown, row: Row, index: number) => {
      const shown = render ? render(value, row, index) : (value as ReactNode);
      const title = typeof shown === 'string' || typeof shown === 'number' ? `${shown}` : undefined;
      return createElement('div', { className: styles.clip, style: { maxWidth: width }, title }, shown);
    },
  };
}

/**
 * The columns as the user set them (order, hidden), with the key columns fixed: the first shown
 * one at the left (the row's name while the others scroll; not on a phone, where it would take
 * half the screen), the actions at the right. `x` is the width of the shown columns only, the
 * least the table takes before it scrolls; laid out by content, a column never gets narrower than
 * what it holds, so nothing slides under a fixed column (defect 6 of issue 39).
 */
export function fitColumns<Row>(
  columns: TableColumnsType<Row>,
  settings: TableSettings,
  { fixFirst }: { fixFirst: boolean },
) {
  const movable = columns.filter((c) => !isEndColumn(c));
  const ends = columns.filter(isEndColumn);
  const ids = movable.map((c) => columnId(c, columns.indexOf(c)));
  const byId = new Map(movable.map((c, i) => [ids[i]!, c]));
  const shown = shownIds(ids, settings).map((id) => clipped(byId.get(id)!));
  const hasLeft = shown.some((c) => c.fixed === 'left' || c.fixed === 'start' || c.fixed === true);
  if (fixFirst && !hasLeft && shown.length > 1 && shown[0]) shown[0] = { ...shown[0], fixed: 'left' };
  const fitted = [...shown, ...ends.map(clipped)];
  return { columns: fitted, x: columnsWidth(fitted), ids };
}
