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

/** A heat map of one figure, goods (rows) × days (columns). */
export function heatOption(
  goods: readonly string[],
  days: readonly string[],
  values: readonly (readonly number[])[],
  name: string,
): EChartsCoreOption {
  const data = values.flatMap((row, y) => row.map((value, x) => [x, y, value]));
  const max = Math.max(1, ...values.flat());
  return {
    grid: { ...grid, top: 8, bottom: 56 },
    tooltip: { position: 'top' },
    xAxis: { type: 'category', data: days, splitArea: { show: true } },
    yAxis: {
      type: 'category',
      data: goods,
      splitArea: { show: true },
      axisLabel: { width: 120, overflow: 'truncate' },
    },
    visualMap: {
      min: 0,
      max,
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemHeight: 120,
    },
    series: [
      { type: 'heatmap', name, data, emphasis: { itemStyle: { borderColor: '#333', borderWidth: 1 } } },
    ],
  };
}

/** A heat map's height: a readable band per goods, the axis and the colour scale under them. */
export const heatHeight = (goods: number) => Math.max(320, goods * 22 + 110);

/** The top `n` rows by a figure, most first (the goods screen's bar chart). */
export const topBy = <Row>(rows: readonly Row[], value: (row: Row) => number, n = 10): Row[] =>
  [...rows].sort((a, b) => value(b) - value(a)).slice(0, n);
