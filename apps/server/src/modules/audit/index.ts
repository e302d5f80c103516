// What the machinery and other modules use of the audit trail.
export { auditRecording, insertAuditRecord, isAudited, recordInTransactions } from './recorder';
export { currentActor } from './scope';
