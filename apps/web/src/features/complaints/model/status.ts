import { COMPLAINT_TRANSITIONS, type ComplaintStatus } from '@console/contract';

/** Tag colours of the statuses: waiting for the merchant stands out, finished ones fade. */
export const STATUS_COLOR: Readonly<Record<ComplaintStatus, string>> = {
  pending: 'error',
  processing: 'processing',
  resolved: 'success',
  closed: 'default',
};

/**
 * The statuses a handling may leave the complaint in: the current one first (a reply that
 * changes nothing), then the changes the life cycle allows. A closed complaint has none: it
 * takes no more handling.
 */
export function nextStatuses(current: ComplaintStatus): ComplaintStatus[] {
  const moves = COMPLAINT_TRANSITIONS[current];
  return moves.length === 0 ? [] : [current, ...moves];
}

/** Whether a complaint can still be handled. */
export const isHandleable = (status: ComplaintStatus) => nextStatuses(status).length > 0;
