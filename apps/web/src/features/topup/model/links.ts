import { TOPUP_ITEM_STATUSES, type TopupItemStatus } from '@console/contract';

/** The address filters of `/recharge`: the list calls' own fields (`batch_no`), a batch's id and its items' status. */
export const TOPUP_LINK_NAMES = ['batch_no', 'batch', 'item_status'] as const;

export type LinkedView =
  { kind: 'batches'; batchNo: string } | { kind: 'batch'; id: number; status?: TopupItemStatus };

/**
 * The view a link opens (issue 39, drill-down): `?batch_no=…` the batch list on that batch (a
 * ledger entry's top-up charge), `?batch=12&item_status=failed` that batch's items of one status
 * (a batch's result counts). Null when the address carries neither.
 */
export function linkedView(params: URLSearchParams): LinkedView | null {
  const id = Number(params.get('batch'));
  if (Number.isInteger(id) && id > 0) {
    const status = params.get('item_status');
    return (TOPUP_ITEM_STATUSES as readonly (string | null)[]).includes(status)
      ? { kind: 'batch', id, status: status as TopupItemStatus }
      : { kind: 'batch', id };
  }
  const batchNo = params.get('batch_no')?.trim();
  return batchNo ? { kind: 'batches', batchNo } : null;
}

/** The items of a batch with one status, as a link. */
export const batchItemsHref = (batch: number, status: TopupItemStatus) =>
  `/recharge?batch=${batch}&item_status=${status}`;
