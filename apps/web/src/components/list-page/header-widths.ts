import type { TableColumnsType } from 'antd';

/**
 * Issue 39, defect 14: en-US headers broke inside words ("Commissio/n", "Activate/d") because
 * antd lets a header cell wrap anywhere (`overflow-wrap: break-word`) and a column of a fixed
 * layout (a fixed 操作 column) keeps the width it was given. Headers now wrap only between words
 * (styles.css), and a column is widened to hold its header's longest word.
 */

// A header cell of a `middle` table: 8 px of padding each side, plus a little slack for rounding.
const CELL_PADDING = 20;
// The sorter's arrows and the filter's funnel beside the title.
const ICON = 24;
const CJK = /[\u3000-\u9fff\uff00-\uffef]/;

let canvas: HTMLCanvasElement | null = null;

/** The width of a text in the table header's font (600, 14 px); an estimate where there is no canvas. */
export function measureHeaderText(text: string): number {
  canvas ??= typeof document === 'undefined' ? null : document.createElement('canvas');
  const context = canvas?.getContext('2d');
  if (!context) return text.length * 8.5;
  context.font = `600 14px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;
  return context.measureText(text).width;
}

/**
 * The width a header needs so that no word is broken: its longest word (Chinese wraps between any
 * two characters, so there only the widest character counts), with the cell's padding and icons.
 */
export function headerMinWidth(
  title: string,
  extras: { sorter?: boolean; filter?: boolean } = {},
  measure: (text: string) => number = measureHeaderText,
): number {
  const units = title
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => (CJK.test(word) ? [...word] : [word]));
  const longest = Math.max(0, ...units.map(measure));
  return Math.ceil(longest) + CELL_PADDING + (extras.sorter ? ICON : 0) + (extras.filter ? ICON : 0);
}

/** The columns with each given width raised, where needed, to hold its header's longest word. */
export function fitHeaderWidths<Row>(
  columns: TableColumnsType<Row> | undefined,
  measure?: (text: string) => number,
): TableColumnsType<Row> | undefined {
  return columns?.map((column) => {
    if ('children' in column && column.children) {
      return { ...column, children: fitHeaderWidths(column.children, measure) ?? [] };
    }
    if (typeof column.width !== 'number' || typeof column.title !== 'string') return column;
    const need = headerMinWidth(
      column.title,
      { sorter: Boolean(column.sorter), filter: Boolean(column.filters || column.filterDropdown) },
      measure,
    );
    return need > column.width ? { ...column, width: need } : column;
  });
}
