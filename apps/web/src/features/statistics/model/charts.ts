import type { EChartsCoreOption } from 'echarts/core';

// The options of the screens' charts, as plain objects (ECharts itself loads with the chart).
// Values are numbers here: money texts become numbers for the drawing only, never for a sum.

export interface Series {
  name: string;
  values: readonly number[];
}

const grid = { left: 8, right: 16, top: 40, bottom: 8, containLabel: true };

/** Lines over days (the per day screen), one point per day. */
export function lineOption(labels: readonly string[], series: readonly Series[]): EChartsCoreOption {
  return {
    grid,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: labels, boundaryGap: false },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) => ({
      type: 'line',
      name: s.name,
      data: s.values,
      smooth: true,
      showSymbol: false,
    })),
  };
}

/** Bars per category (channels, goods), side by side or stacked. */
export function barOption(
  labels: readonly string[],
  series: readonly Series[],
  stacked = false,
): EChartsCoreOption {
  return {
    grid,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, type: 'scroll' },
    xAxis: {
      type: 'category',
      data: labels,
      axisLabel: { interval: 0, rotate: labels.length > 4 ? 30 : 0, width: 96, overflow: 'truncate' },
    },
    yAxis: { type: 'value' },
    series: series.map((s) => ({
      type: 'bar',
      name: s.name,
      data: s.values,
      stack: stacked ? 'all' : undefined,
      barMaxWidth: 36,
    })),
  };
}

/** The value at `share` (0–1) of the sorted values, read at the nearest rank below. */
export function percentile(values: readonly number[], share: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(share * (sorted.length - 1))]!;
}

/**
 * Where a heat map's colours end: the 95th percentile of the cells that have anything, so that one
 * busy cell does not paint every other one pale (issue 39); the cells above it take the top colour.
 */
export const heatCap = (values: readonly number[]) =>
  Math.max(
    1,
    percentile(
      values.filter((v) => v > 0),
      0.95,
    ),
  );

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A heat map of one figure, goods (rows) × days (columns). The days are over the first rows (a
 * long list of goods has them in sight at once), the colour scale under the last, apart from any
 * axis; the tooltip stays inside the chart (a cell at the right edge), with the cell's own value.
 */
export function heatOption(
  goods: readonly string[],
  days: readonly string[],
  values: readonly (readonly number[])[],
  name: string,
  format: (value: number) => string = String,
): EChartsCoreOption {
  const cap = heatCap(values.flat());
  // [day, goods, colour value (capped), the value itself]
  const data = values.flatMap((row, y) => row.map((value, x) => [x, y, Math.min(value, cap), value]));
  return {
    grid: { ...grid, top: 8, bottom: 52 },
    tooltip: {
      confine: true,
      formatter: (p: { value: [number, number, number, number] }) =>
        `${escapeHtml(goods[p.value[1]] ?? '')}<br/>${escapeHtml(days[p.value[0]] ?? '')} · ${escapeHtml(name)}: <b>${escapeHtml(format(p.value[3]))}</b>`,
    },
    xAxis: { type: 'category', data: days, position: 'top', splitArea: { show: true } },
    yAxis: {
      type: 'category',
      data: goods,
      inverse: true,
      splitArea: { show: true },
      axisLabel: { width: 120, overflow: 'truncate' },
    },
    visualMap: {
      min: 0,
      max: cap,
      dimension: 2,
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemHeight: 120,
      // The top of the scale reads "cap and more".
      formatter: (value: number) => (value >= cap ? `≥${format(cap)}` : format(value)),
    },
    series: [
      { type: 'heatmap', name, data, emphasis: { itemStyle: { borderColor: '#333', borderWidth: 1 } } },
    ],
  };
}

/** A heat map's height: a readable band per goods, the axis and the colour scale under them. */
export const heatHeight = (goods: number) => Math.max(320, goods * 22 + 120);

/** The top `n` rows by a figure, most first (the goods screen's bar chart). */
export const topBy = <Row>(rows: readonly Row[], value: (row: Row) => number, n = 10): Row[] =>
  [...rows].sort((a, b) => value(b) - value(a)).slice(0, n);
