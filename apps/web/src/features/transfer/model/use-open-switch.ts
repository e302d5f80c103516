import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChangeOpenStatusResult, TransferListResult, TransferOpenValue } from '@console/contract';
import { transferApi, transferQueries } from '../api';

/** Puts the stored state into every cached page of the list that shows the configuration. */
function applyToLists(queryClient: ReturnType<typeof useQueryClient>, result: ChangeOpenStatusResult) {
  queryClient.setQueriesData<TransferListResult>(
    { queryKey: transferQueries.lists() },
    (page) =>
      page && {
        ...page,
        list: page.list.map((item) => (item.id === result.id ? { ...item, is_open: result.is_open } : item)),
      },
  );
}

/**
 * The is_open switch (spec section 4): loading while the call runs; the state changes only when
 * the server answers with success, so a failed call leaves the switch as it was (the http layer
 * says why). `onStored` receives the stored state.
 */
export function useOpenSwitch(onStored?: (result: ChangeOpenStatusResult) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const toggle = async (id: number, isOpen: TransferOpenValue) => {
    setPending((ids) => new Set(ids).add(id));
    try {
      const result = await transferApi.transferChangeOpen({ id, is_open: isOpen });
      applyToLists(queryClient, result);
      onStored?.(result);
    } catch {
      // unchanged: the error has been shown by the http layer
    } finally {
      setPending((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  };

  return { toggle, isPending: (id: number) => pending.has(id) };
}
