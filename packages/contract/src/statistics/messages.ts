// The statistics domain's message keys (decision 056): `Msg` joins them (src/messages.ts). Their texts are
// in `texts/<lang>.json`, which its server module and its web pages both load.

export const statisticsMsg = {
  statsRangeRequired: 'v.stats_range_required',
  statsRangeTooLong: 'v.stats_range_too_long',
  statsChannel: 'v.stats_channel',
  statsMetric: 'v.stats_metric',
  costAmount: 'v.cost_amount',
  costEntries: 'v.cost_entries',
} as const;
