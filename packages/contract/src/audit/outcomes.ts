/** How an audited call ended: done, refused by the permission check (1003), or failed otherwise. */
export const AUDIT_OUTCOMES = ['ok', 'refused', 'failed'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];
