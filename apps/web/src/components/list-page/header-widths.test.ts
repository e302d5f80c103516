import { describe, expect, it, vi } from 'vitest';
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

  it('reads the page font once per fit and measures each header text once', () => {
    const measuredTexts: string[] = [];
    const context = {
      font: '',
      measureText: (text: string) => (measuredTexts.push(text), { width: text.length * 10 }),
    };
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue(context as unknown as CanvasRenderingContext2D);
    // A font of this test's own: widths measured by other tests' fonts are not reused.
    const style = vi
      .spyOn(globalThis, 'getComputedStyle')
      .mockReturnValue({ fontFamily: 'Header Test Sans' } as CSSStyleDeclaration);
    try {
      const columns = [
        { key: 'a', title: '订单编号', width: 20 },
        { key: 'b', title: '订单状态', width: 20 },
      ];
      const fitted = fitHeaderWidths(columns)!;
      fitHeaderWidths(columns);
      expect(fitted.map((c) => c.width)).toEqual([30, 30]);
      expect(context.font).toBe('600 14px Header Test Sans');
      // Once per fit, not once per character: reading it makes the browser recalculate styles.
      expect(style).toHaveBeenCalledTimes(2);
      // Each character once over both fits and both columns (订 and 单 are in both).
      expect(measuredTexts.sort()).toEqual([...'订单编号状态'].sort());
    } finally {
      getContext.mockRestore();
      style.mockRestore();
    }
  });
});
