import type { ComplaintRow } from '@console/contract';

/** Under this much time left, the deadline is shown as near. */
export const DUE_SOON_MS = 6 * 3_600_000;

/**
 * Where a complaint stands against its reply deadline: `done` once resolved or closed (the
 * deadline no longer matters), `overdue` when the server says so or the time has passed since the
 * list was fetched, `soon` under `DUE_SOON_MS` left, `open` otherwise.
 */
export type DeadlineState = 'done' | 'overdue' | 'soon' | 'open';

export function deadlineState(
  row: Pick<ComplaintRow, 'status' | 'deadline' | 'overdue'>,
  now: number,
): DeadlineState {
  if (row.status === 'resolved' || row.status === 'closed') return 'done';
  const due = Date.parse(row.deadline);
  if (row.overdue || (Number.isFinite(due) && due <= now)) return 'overdue';
  if (Number.isFinite(due) && due - now < DUE_SOON_MS) return 'soon';
  return 'open';
}

/** Whole hours from now to the deadline (at least 1 while some time is left), for "N h left". */
export function hoursLeft(deadline: string, now: number): number {
  const due = Date.parse(deadline);
  if (!Number.isFinite(due) || due <= now) return 0;
  return Math.max(1, Math.floor((due - now) / 3_600_000));
}
