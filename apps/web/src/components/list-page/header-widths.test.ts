import { describe, expect, it } from 'vitest';
import { fitHeaderWidths, headerMinWidth } from './header-widths';

// A stand-in font: every Latin letter 8 px, every Chinese character 14 px.
const measure = (text: string) => [...text].reduce((w, ch) => w + (/[\u3000-\u9fff]/.test(ch) ? 14 : 8), 0);

describe('headers wrap between words only (issue 39, defect 14)', () => {
  it('needs the longest word, not the whole title; Chinese only its widest character', () => {
    expect(headerMinWidth('First top-up', {}, measure)).toBe(6 * 8 + 20);
    expect(headerMinWidth('Commission', {}, measure)).toBe(10 * 8 + 20);
    expect(headerMinWidth('首充金额', {}, measure)).toBe(14 + 20);
    expect(headerMinWidth('Activated', { sorter: true }, measure)).toBe(9 * 8 + 20 + 24);
  });

  it('widens only the columns too narrow for their header, and leaves the others as given', () => {
    const columns = fitHeaderWidths(
      [
        { key: 'a', title: 'Commission', width: 80 },
        { key: 'b', title: 'Id', width: 80 },
        { key: 'c', title: 'Activated' },
        { key: 'd', title: 'Group', children: [{ key: 'e', title: 'Activated', width: 60 }] },
      ],
      measure,
    )!;
    expect(columns.map((c) => c.width)).toEqual([100, 80, undefined, undefined]);
    expect((columns[3] as { children: Array<{ width: number }> }).children[0]!.width).toBe(92);
  });
});
