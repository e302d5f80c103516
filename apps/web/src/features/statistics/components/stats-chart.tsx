import { lazy, Suspense } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { withChunkTimeout } from '@/lib/chunk-errors';
import styles from './stats.module.css';

// ECharts (about 200 kB gzip even trimmed to the charts used here) comes in a chunk of its own,
// after the screen's figures: the table shows first, and no other route ever loads it.
const EChart = lazy(() => withChunkTimeout(() => import('./echart')).then((m) => ({ default: m.EChart })));

export interface StatsChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, for those who do not see it (the same figures are in the table below). */
  label: string;
  testId: string;
  /** A taller frame than the usual (a heat map's many goods), in pixels. */
  height?: number;
}

/** A chart of a statistics screen: a frame of fixed height, drawn by ECharts once it has come. */
export function StatsChart({ option, label, testId, height }: StatsChartProps) {
  return (
    <div
      className={styles.chart}
      style={height ? { height } : undefined}
      role="img"
      aria-label={label}
      data-testid={testId}
    >
      <ChunkBoundary>
        <Suspense fallback={null}>
          <EChart option={option} />
        </Suspense>
      </ChunkBoundary>
    </div>
  );
}
