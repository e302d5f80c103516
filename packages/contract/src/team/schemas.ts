import { z } from 'zod';
import { idField, mobileField, newPasswordField, confirmField, text, withMatchingConfirm } from '../fields';
import { Msg } from '../messages';
import { TEAM_ACTIONS } from './grants';
import { BUILTIN_ROLES } from './roles';

// The team's calls (issue 41): staff members, the roles they hold, the team's sessions, and the
// public activation of an invited member. A role is a built-in one by key or a custom one by id.

export const STAFF_STATUSES = ['invited', 'active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** A role as a payload names it: a built-in role's key, or the id of one of the merchant's roles. */
const roleField = z.union([z.enum(BUILTIN_ROLES), idField], { error: Msg.teamRoleRequired });
const staffName = text(Msg.staffNameRequired, 30);
const roleName = text(Msg.roleNameRequired, 30);

// ---------- Staff (`/account/team`) ----------

export const StaffRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Masked like every mobile the console lists: 138****0011. */
  mobile: z.string(),
  /** The built-in role's key, or null for a custom role. */
  builtin_role: z.enum(BUILTIN_ROLES).nullable(),
  /** The custom role's id and name (null for a built-in role: the web names it in its language). */
  role_id: z.number().int().nullable(),
  role_name: z.string().nullable(),
  status: z.enum(STAFF_STATUSES),
  /** When the member last signed in (null: never). */
  last_sign_in: z.string().nullable(),
  create_time: z.string(),
});
export type StaffRow = z.infer<typeof StaffRow>;

export const StaffListResult = z.object({ list: z.array(StaffRow) });
export type StaffListResult = z.infer<typeof StaffListResult>;

export const StaffAddPayload = z.object({ name: staffName, mobile: mobileField, role: roleField });
export type StaffAddPayload = z.input<typeof StaffAddPayload>;

export const StaffEditPayload = z.object({ id: idField, name: staffName, role: roleField });
export type StaffEditPayload = z.input<typeof StaffEditPayload>;

export const StaffIdPayload = z.object({ id: idField });
export type StaffIdPayload = z.input<typeof StaffIdPayload>;

export const StaffStatusPayload = z.object({
  id: idField,
  status: z.enum(['active', 'disabled'], { error: Msg.staffStatus }),
});
export type StaffStatusPayload = z.input<typeof StaffStatusPayload>;

export const StaffResult = z.object({ item: StaffRow });
export type StaffResult = z.infer<typeof StaffResult>;

// ---------- Activation (public: the link of the invitation SMS) ----------

export const StaffTokenPayload = z.object({ token: text(Msg.tokenRequired, 128) });
export type StaffTokenPayload = z.input<typeof StaffTokenPayload>;

export const StaffInvitation = z.object({ name: z.string(), store_name: z.string(), mobile: z.string() });
export type StaffInvitation = z.infer<typeof StaffInvitation>;

export const StaffActivatePayload = withMatchingConfirm(
  z.object({ token: text(Msg.tokenRequired, 128), password: newPasswordField, confirm: confirmField }),
);
export type StaffActivatePayload = z.input<typeof StaffActivatePayload>;

// ---------- Roles (`/account/roles`) ----------

const ROUTE_NAME_MAX = 40;
/** Route name → actions; which pairs a role may hold is the server's check (`isGrantable`). */
export const GrantsField = z
  .record(z.string().max(ROUTE_NAME_MAX), z.array(z.enum(TEAM_ACTIONS)).max(TEAM_ACTIONS.length))
  .refine((g) => Object.keys(g).length <= 200, { error: Msg.grantInvalid });

const grantsOut = z.record(z.string(), z.array(z.enum(TEAM_ACTIONS)));

export const BuiltinRoleRow = z.object({
  key: z.enum(BUILTIN_ROLES),
  grants: grantsOut,
  members: z.number().int(),
});
export const CustomRoleRow = z.object({
  id: z.number().int(),
  name: z.string(),
  grants: grantsOut,
  members: z.number().int(),
  update_time: z.string(),
});
export type CustomRoleRow = z.infer<typeof CustomRoleRow>;

export const RoleListResult = z.object({
  builtin: z.array(BuiltinRoleRow),
  custom: z.array(CustomRoleRow),
  /** Per screen, the actions a role can hold on it (the editor's matrix), from the endpoint table. */
  grantable: grantsOut,
});
export type RoleListResult = z.infer<typeof RoleListResult>;

export const RoleSavePayload = z.object({
  /** Absent: a new role. */
  id: idField.optional(),
  name: roleName,
  grants: GrantsField,
});
export type RoleSavePayload = z.input<typeof RoleSavePayload>;

export const RoleResult = z.object({ item: CustomRoleRow });
export type RoleResult = z.infer<typeof RoleResult>;

export const RoleIdPayload = z.object({ id: idField });
export type RoleIdPayload = z.input<typeof RoleIdPayload>;

// ---------- The team's sessions ----------

export const TeamSessionRow = z.object({
  id: z.number().int(),
  /** null: the owner. */
  staff_id: z.number().int().nullable(),
  /** The member's name (the owner: the store's name). */
  name: z.string(),
  /** A short reading of the user agent ("Chrome 131 · Windows"); empty when it says nothing known. */
  device: z.string(),
  ip: z.string(),
  last_seen: z.string(),
  /** The caller's own session. */
  current: z.boolean(),
});
export type TeamSessionRow = z.infer<typeof TeamSessionRow>;

export const TeamSessionListResult = z.object({ list: z.array(TeamSessionRow) });
export type TeamSessionListResult = z.infer<typeof TeamSessionListResult>;

/** A session's id (a `bigint` column: no bound past what JSON carries exactly). */
export const TeamSessionIdPayload = z.object({ id: z.number().int().min(1) });
export type TeamSessionIdPayload = z.input<typeof TeamSessionIdPayload>;

export const EndedResult = z.object({ ended: z.number().int() });
export type EndedResult = z.infer<typeof EndedResult>;
