import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Withdrawal } from '@console/contract';
import { reloadMerchantInfo } from '@/lib/merchant-info';
import { moneyQueries } from '../api';

/** How often the list asks again while one of its requests waits for the partner's decision. */
export const OPEN_REQUEST_POLL_MS = 10_000;

const isOpen = (w: Withdrawal) => w.status === 'pending' || w.status === 'approved';

/** TanStack Query's `refetchInterval` for the withdrawal list: only while something is open. */
export const pollWhileOpen = (list: Withdrawal[] | undefined) =>
  list?.some(isOpen) ? OPEN_REQUEST_POLL_MS : false;

/**
 * When a request seen open is rejected, its amount has come back by a refund entry: the header's
 * balance and the amount records are read again.
 */
export function useRefundsSeen(list: Withdrawal[] | undefined): void {
  const client = useQueryClient();
  const open = useRef(new Set<number>());
  useEffect(() => {
    if (!list) return;
    const refunded = list.some((w) => w.status === 'rejected' && open.current.has(w.id));
    for (const w of list) {
      if (isOpen(w)) open.current.add(w.id);
      else open.current.delete(w.id);
    }
    if (refunded) {
      void reloadMerchantInfo().catch(() => undefined);
      void client.invalidateQueries({ queryKey: moneyQueries.all() });
    }
  }, [list, client]);
}
