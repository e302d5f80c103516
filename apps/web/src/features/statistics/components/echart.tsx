import { useEffect, useRef } from 'react';
import { BarChart, HeatmapChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { init, use as registerCharts, type ECharts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import styles from './stats.module.css';

// Only what the six screens draw: lines, bars, a heat map, on a canvas.
registerCharts([
  LineChart,
  BarChart,
  HeatmapChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

/** One ECharts instance on a div that follows its frame's size (a hidden tab shown again, a phone turned). */
export function EChart({ option }: { option: EChartsCoreOption }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  useEffect(() => {
    const el = box.current!;
    const instance = init(el);
    chart.current = instance;
    const resized = new ResizeObserver(() => instance.resize());
    resized.observe(el);
    return () => {
      resized.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    // A new figure replaces the old one whole: a series left over from another metric would lie.
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);
  return <div ref={box} className={styles.canvas} data-testid="stats-chart-canvas" />;
}
