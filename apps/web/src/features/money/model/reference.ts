import { ORDER_NO_PATTERN, type LedgerEntry } from '@console/contract';

/** Where a ledger entry's reference leads: its order, or its top-up batch. */
export interface ReferenceHref {
  kind: 'order' | 'batch';
  pathname: string;
  search: string;
}

/**
 * The list that shows what a ledger entry refers to (issue 39, drill-down), filtered to it
 * through the list's address filters: a commission's order number opens the order list on that
 * order, a top-up charge's or refund's batch number the batch list on that batch. Other references
 * (a withdrawal's number, an adjustment's note, the demo's made-up ones) lead nowhere.
 */
export function referenceHref(entry: Pick<LedgerEntry, 'type' | 'reference'>): ReferenceHref | null {
  const { type, reference } = entry;
  if (type === 'commission' && ORDER_NO_PATTERN.test(reference))
    return { kind: 'order', pathname: '/order/list', search: `?order_no=${reference}` };
  if ((type === 'topup_charge' || type === 'topup_refund') && reference)
    return { kind: 'batch', pathname: '/recharge', search: `?batch_no=${encodeURIComponent(reference)}` };
  return null;
}
