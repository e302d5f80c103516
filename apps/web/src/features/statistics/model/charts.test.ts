import { describe, expect, it } from 'vitest';
import { heatCap, heatOption, percentile } from './charts';

type Heat = {
  xAxis: { position: string };
  yAxis: { inverse: boolean };
  tooltip: { confine: boolean; formatter: (p: { value: number[] }) => string };
  visualMap: { max: number; bottom: number };
  grid: { bottom: number };
  series: { data: number[][] }[];
};

describe('heatOption (issue 39: the goods × day heat map was unreadable)', () => {
  // 10 goods × 30 days of 0–9 orders, and one cell of 500.
  const values = Array.from({ length: 10 }, (_, y) =>
    Array.from({ length: 30 }, (_, x) => (x * 7 + y * 3) % 10),
  );
  values[4]![12] = 500;
  const option = heatOption(
    values.map((_, i) => `<b>goods ${i}</b>`),
    Array.from({ length: 30 }, (_, i) => `11-${i + 1}`),
    values,
    'orders',
    (v) => `${v} pcs`,
  ) as unknown as Heat;

  it('ends the colours at the 95th percentile, not at one busy cell, which keeps its own value', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)).toBe(9);
    expect(option.visualMap.max).toBe(heatCap(values.flat()));
    expect(option.visualMap.max).toBeLessThan(10);
    const busy = option.series[0]!.data.find((d) => d[3] === 500)!;
    expect(busy[2]).toBe(option.visualMap.max);
  });

  it('puts the days over the first goods and the scale under the grid, and keeps the tooltip inside, escaped', () => {
    expect(option.xAxis.position).toBe('top');
    expect(option.yAxis.inverse).toBe(true);
    expect(option.visualMap.bottom).toBe(0);
    expect(option.grid.bottom).toBeGreaterThanOrEqual(48);
    expect(option.tooltip.confine).toBe(true);
    const text = option.tooltip.formatter({ value: [12, 4, 9, 500] });
    expect(text).toContain('500 pcs');
    expect(text).toContain('&#60;b&#62;goods 4&#60;/b&#62;');
  });
});
