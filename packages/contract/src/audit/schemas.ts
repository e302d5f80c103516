import { z } from 'zod';
import { idField } from '../fields';
import { dateRange, rangeCheck, rangeInOrder } from '../list-filters';
import { PageQuery } from '../pagination';
import { taskNameField } from '../tasks/schemas';
import { TEAM_ACTIONS } from '../team/grants';
import { AUDIT_OUTCOMES } from './outcomes';

// The operation log (`/account/log`): what the team did, one record per call that writes, exports
// or reveals, kept append-only (decision 054).

/** Whose records: everyone's, the owner's, or one staff member's (by id). */
export const auditPerson = z.union([z.literal('all'), z.literal('owner'), idField]).default('all');

export const auditFilter = z.object({
  person: auditPerson,
  /** A team action (`TEAM_ACTIONS`), '' for all. */
  action: z.enum(['', ...TEAM_ACTIONS]).default(''),
  /** Part of the object's text (its type and ids), '' for all. */
  object: z.string().trim().max(60).default(''),
  outcome: z.enum(['', ...AUDIT_OUTCOMES]).default(''),
  ...dateRange,
});
export type AuditFilter = z.output<typeof auditFilter>;

export const AuditListPayload = PageQuery.extend(auditFilter.shape).refine(rangeInOrder, rangeCheck);
export type AuditListPayload = z.input<typeof AuditListPayload>;

export const AuditRecord = z.object({
  id: z.number().int(),
  create_time: z.string(),
  /** null: the owner. */
  staff_id: z.number().int().nullable(),
  /** The person's name when they acted (a removed member stays named). */
  actor_name: z.string(),
  /** The call's name in the endpoint table, e.g. `orderFlag`. */
  endpoint: z.string(),
  /** The screen (route name) of the call, '' for the caller's own account calls. */
  route: z.string(),
  action: z.enum(TEAM_ACTIONS),
  /** What the call designated: its type and id(s), e.g. `order 1204`. */
  object: z.string(),
  /** A short JSON of what the call sent, secrets dropped and personal data masked. */
  summary: z.string(),
  outcome: z.enum(AUDIT_OUTCOMES),
  /** The answer's code (1 when done). */
  code: z.number().int(),
  ip: z.string(),
  device: z.string(),
});
export type AuditRecord = z.infer<typeof AuditRecord>;

/** A person of the person filter: the owner (staff_id null) and each staff member ever added. */
export const AuditPerson = z.object({ staff_id: z.number().int().nullable(), name: z.string() });
export type AuditPerson = z.infer<typeof AuditPerson>;

export const AuditListResult = z.object({
  list: z.array(AuditRecord),
  total: z.number().int(),
  /** Whom the caller may filter by: the whole team for the owner, themselves for a staff member. */
  people: z.array(AuditPerson),
});
export type AuditListResult = z.infer<typeof AuditListResult>;

export const AuditExportPayload = auditFilter
  .extend({ task_name: taskNameField })
  .refine(rangeInOrder, rangeCheck);
export type AuditExportPayload = z.input<typeof AuditExportPayload>;
