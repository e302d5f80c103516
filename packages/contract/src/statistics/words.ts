/** The statistics domain's result codes and message keys (decision 056); the keys' texts: `texts/<lang>.json`. */
export const statisticsWords = {
  codes: {},
  msg: {
    statsRangeRequired: 'v.stats_range_required',
    statsRangeTooLong: 'v.stats_range_too_long',
    statsChannel: 'v.stats_channel',
    statsMetric: 'v.stats_metric',
    costAmount: 'v.cost_amount',
    costEntries: 'v.cost_entries',
  },
} as const;

/** The codes statistics may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const statisticsCodeBlocks: readonly (readonly [number, number])[] = [];
