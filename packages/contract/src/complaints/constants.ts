// Zod-free constants of complaint work orders, importable by the web.

/** pending → processing → resolved → closed; pending or processing may also be closed directly. */
export const COMPLAINT_STATUSES = ['pending', 'processing', 'resolved', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** The changes a merchant's handling may make (a reply without a change keeps the status). */
export const COMPLAINT_TRANSITIONS: Readonly<Record<ComplaintStatus, readonly ComplaintStatus[]>> = {
  pending: ['processing', 'resolved', 'closed'],
  processing: ['resolved', 'closed'],
  resolved: ['processing', 'closed'],
  closed: [],
};

/** What a complaint is about (`/apply/complaintWorkOrderType` answers them with their labels). */
export const COMPLAINT_TYPES = [
  'service',
  'billing',
  'network',
  'delivery',
  'activation',
  'misleading',
  'other',
] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];

export const COMPLAINT_NOTE_MAX = 500;
/** Attachments (images of the complaint library, type 2) one handling may carry. */
export const COMPLAINT_ATTACHMENTS_MAX = 9;
/** Hours the merchant has to reply, from when the partner forwards a complaint. */
export const COMPLAINT_REPLY_HOURS = 48;
