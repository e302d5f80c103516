import { useMemo, useState } from 'react';
import { AGENT_CHILD_MERCHANT, type StatsChannel, type StatsFilter } from '@console/contract';
import { useSession } from '@/lib/session-store';
import { DEFAULT_PRESET, presetRange, rangeProblem, zoneToday } from '../model/range';

/** What a statistics screen's filters hold; 0 is "every goods", '' "every channel". */
export interface StatsFilterState {
  start_date?: string;
  end_date?: string;
  goods_id: number;
  channel: StatsChannel | '';
  with_subs: boolean;
}

const initial = (): StatsFilterState => ({
  ...presetRange(DEFAULT_PRESET, zoneToday(useSession.getState().timeZone)),
  goods_id: 0,
  channel: '',
  with_subs: false,
});

/**
 * The filters of one screen (each screen keeps its own, as a kept-alive tab does), the payload of
 * its calls, and why there is none: a range the server would refuse is not asked for.
 */
export function useStatsFilter() {
  const [filter, setState] = useState(initial);
  const isAgent = useSession((s) => s.merchant?.child_merchant === AGENT_CHILD_MERCHANT);
  const today = zoneToday(useSession((s) => s.timeZone));
  const problem = rangeProblem(filter, today);
  const query = useMemo((): StatsFilter | null => {
    if (problem || !filter.start_date || !filter.end_date) return null;
    return {
      start_date: filter.start_date,
      end_date: filter.end_date,
      ...(filter.goods_id ? { goods_id: filter.goods_id } : {}),
      channel: filter.channel,
      // Only an agent has sub-merchants to include.
      with_subs: isAgent && filter.with_subs,
    };
  }, [filter, problem, isAgent]);
  const setFilter = (change: Partial<StatsFilterState>) => setState((f) => ({ ...f, ...change }));
  return { filter, setFilter, query, problem, isAgent, today };
}

export type StatsFilterHook = ReturnType<typeof useStatsFilter>;
