import type { AuditOutcome, TeamAction } from '@console/contract';
import { callSlot } from '../../lib/call-storage';

/** Who acts in a call: what the audit trail reads of a session (auth's `SessionInfo`). */
export interface Actor {
  merchantId: number;
  /** null: the owner. */
  staffId: number | null;
  actorName: string;
}

/** The record a call will leave, before its outcome is known. */
export interface PendingRecord {
  merchantId: number;
  staffId: number | null;
  actorName: string;
  endpoint: string;
  route: string;
  action: TeamAction;
  object: string;
  summary: string;
  ip: string;
  userAgent: string;
}

export interface AuditRecordValues extends PendingRecord {
  outcome: AuditOutcome;
  code: number;
  createdAt?: Date;
}

/**
 * One audited call under way: its pending record, and whether its `ok` record is written (in the
 * transaction of its first write) or being written by a transaction that has not committed yet.
 */
export interface AuditedCall {
  record: PendingRecord;
  /** The `ok` record has been committed with a write of the call. */
  written: boolean;
  /** A transaction holds the record and has not ended: no other may take it meanwhile. */
  claimed: boolean;
  /** The record went in a statement of its own: the handler wrote in no transaction. */
  outside: boolean;
}

// Per call, never per module: the storage only carries the call down to the transactions it opens.
const calls = callSlot<AuditedCall>('audited call');

export const currentCall = (): AuditedCall | undefined => calls.get();
export const withinCall = <T>(call: AuditedCall, fn: () => Promise<T>): Promise<T> => calls.run(call, fn);

/** Who is acting in the current call (the export machinery marks the task of a staff member). */
export const currentActor = (): { staffId: number | null } | undefined => {
  const call = calls.get();
  return call ? { staffId: call.record.staffId } : undefined;
};
