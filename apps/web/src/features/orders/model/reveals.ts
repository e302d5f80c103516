import { useCallback, useState } from 'react';
import type { OrderPersonalData } from '@console/contract';
import { usePageVisible } from '@/lib/page-visibility';
import { orderApi } from '../api';

interface Reveals {
  /** The list answer the reveals belong to. */
  version: unknown;
  map: ReadonlyMap<number, OrderPersonalData>;
}

/**
 * Personal data revealed row by row. A reveal lasts while its row stays on screen: it is dropped
 * when the pointer leaves the row, when the list is loaded again (another page, filter, a
 * refresh: `listVersion` changes) and when the page goes behind another tab. Nothing is kept
 * anywhere else.
 */
export function useReveals(listVersion: unknown) {
  const [state, setState] = useState<Reveals>({ version: listVersion, map: new Map() });
  const [pending, setPending] = useState<number | null>(null);
  const visible = usePageVisible();
  // Adjusted while rendering (not in an effect), so that no frame shows the old reveals.
  if (state.version !== listVersion || (!visible && state.map.size > 0))
    setState({ version: listVersion, map: new Map() });

  const reveal = useCallback(
    async (id: number) => {
      setPending(id);
      try {
        const data = await orderApi.orderDecrypt({ id });
        // An answer that comes after its list was replaced does not show on the new one.
        setState((current) =>
          current.version === listVersion ? { ...current, map: new Map(current.map).set(id, data) } : current,
        );
      } finally {
        setPending((p) => (p === id ? null : p));
      }
    },
    [listVersion],
  );

  const hide = useCallback((id: number) => {
    setState((current) => {
      if (!current.map.has(id)) return current;
      const map = new Map(current.map);
      map.delete(id);
      return { ...current, map };
    });
  }, []);

  return { revealed: state.map, pending, reveal, hide };
}
