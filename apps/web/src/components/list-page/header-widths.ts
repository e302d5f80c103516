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
/**
 * Widths already measured, by font and text: a screen's headers are the same on every render. A
 * first measure is final because the console loads no web font (system fonts draw at once).
 */
const measured = new Map<string, number>();

/**
 * Measures texts in the table header's font (600, 14 px); an estimate where there is no canvas.
 * The font is read from the page once per fit, not once per text (reading a computed style
 * makes the browser bring its styles up to date first), and a text is measured once per page
 * load: signing in and opening four list screens spent 57 ms here, now 36 ms (Chromium's profile,
 * a slow machine); what is left is the first `measureText` of each character.
 */
function headerTextMeasure(): (text: string) => number {
  canvas ??= typeof document === 'undefined' ? null : document.createElement('canvas');
  const context = canvas?.getContext('2d');
  if (!context) return (text) => text.length * 8.5;
  const font = `600 14px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;
  return (text) => {
    const key = `${font}\n${text}`;
    let width = measured.get(key);
    if (width === undefined) {
      context.font = font;
      width = context.measureText(text).width;
      measured.set(key, width);
    }
    return width;
  };
}

/**
 * The width a header needs so that no word is broken: its longest word (Chinese wraps between any
 * two characters, so there only the widest character counts), with the cell's padding and icons.
 */
export function headerMinWidth(
  title: string,
  extras: { sorter?: boolean; filter?: boolean } = {},
  measure: (text: string) => number = headerTextMeasure(),
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
  measure: (text: string) => number = headerTextMeasure(),
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
