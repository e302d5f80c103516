import { useEffect } from 'react';
import type { LiveListDomain } from '@console/contract';

/** Lists on screen (kept-alive tabs included) that asked to be kept live, counted per domain. */
const mounted = new Map<LiveListDomain, number>();

/** Whether a list of the domain is mounted and asked to hear its `list` events. */
export const isLiveList = (domain: string): boolean => (mounted.get(domain as LiveListDomain) ?? 0) > 0;

/** The domains with a live list mounted now (what a `resync` reads again). */
export const liveLists = (): LiveListDomain[] => [...mounted.keys()];

/**
 * Keeps the domain's queries fresh while the calling list is mounted (decision 051): the live
 * stream's `list` events of the domain make them stale, so the rows on screen are read again
 * without a click. Used by the list kit's `live` option, and by list screens not built on it.
 */
export function useLiveList(domain: LiveListDomain | undefined): void {
  useEffect(() => {
    if (!domain) return;
    mounted.set(domain, (mounted.get(domain) ?? 0) + 1);
    return () => {
      const left = (mounted.get(domain) ?? 1) - 1;
      if (left > 0) mounted.set(domain, left);
      else mounted.delete(domain);
    };
  }, [domain]);
}
