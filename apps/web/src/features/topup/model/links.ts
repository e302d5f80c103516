import {
  TOPUP_FAILED_FILTERS,
  TOPUP_ITEM_STATUSES,
  type TopupFailedFilter,
  type TopupItemStatus,
} from '@console/contract';

/**
 * The address filters of `/recharge`: the batch list call's own fields (`batch_no`, `failed`), a
 * batch's id and its items' status.
 */
export const TOPUP_LINK_NAMES = ['batch_no', 'failed', 'batch', 'item_status'] as const;

/** The batch list's filters a link may set. */
export interface BatchLinkFilters {
  batch_no?: string;
  failed?: TopupFailedFilter;
}

export type LinkedView =
  { kind: 'batches'; linked: BatchLinkFilters } | { kind: 'batch'; id: number; status?: TopupItemStatus };

/**
 * The view a link opens (issue 39, drill-down): `?batch_no=…` the batch list on that batch (a
 * ledger entry's top-up charge), `?failed=not_retried` the batches with failed numbers (the
 * dashboard's to-do), `?batch=12&item_status=failed` that batch's items of one status (a batch's
 * result counts). Null when the address carries none of them, or only values the list does not know.
 */
export function linkedView(params: URLSearchParams): LinkedView | null {
  const id = Number(params.get('batch'));
  if (Number.isInteger(id) && id > 0) {
    const status = params.get('item_status');
    return (TOPUP_ITEM_STATUSES as readonly (string | null)[]).includes(status)
      ? { kind: 'batch', id, status: status as TopupItemStatus }
      : { kind: 'batch', id };
  }
  const linked: BatchLinkFilters = {};
  const batchNo = params.get('batch_no')?.trim();
  if (batchNo) linked.batch_no = batchNo;
  const failed = params.get('failed');
  if ((TOPUP_FAILED_FILTERS as readonly (string | null)[]).includes(failed)) {
    linked.failed = failed as TopupFailedFilter;
  }
  return Object.keys(linked).length ? { kind: 'batches', linked } : null;
}

/** The items of a batch with one status, as a link. */
export const batchItemsHref = (batch: number, status: TopupItemStatus) =>
  `/recharge?batch=${batch}&item_status=${status}`;
