import { z } from 'zod';
import { CONSOLE_MODES, MENU_SOURCES } from '../constants';
import { LANGUAGES } from '../languages';
import { ACTIONS } from '../permissions';
import { TEAM_ACTIONS } from '../team/grants';
import { BUILTIN_ROLES } from '../team/roles';

const FileRef = z.object({ file_url: z.string() });

export const Notice = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** How `content` is rendered: plain text or (sanitised) HTML. */
  type: z.enum(['string', 'html']),
  create_time: z.string(),
  is_read: z.union([z.literal(0), z.literal(1)]),
});
export type Notice = z.infer<typeof Notice>;

/**
 * The staff member signed in (null: the owner). `role_name` is the built-in role's key when
 * `builtin_role` is set (the web shows its translated name), else the custom role's own name;
 * `grants` is what the server's guard checks every call against (contract `team/grants.ts`).
 */
export const SignedInMember = z.object({
  staff_id: z.number().int(),
  name: z.string(),
  role_name: z.string(),
  builtin_role: z.enum(BUILTIN_ROLES).nullable(),
  grants: z.record(z.string(), z.array(z.enum(TEAM_ACTIONS))),
});
export type SignedInMember = z.infer<typeof SignedInMember>;

/**
 * For a staff member the answer tells only what their role shows them elsewhere: the owner's
 * mobile, e-mail and contact name masked unless the role opens the account centre; the balance
 * (`money`, `balance`) null unless it opens the balance or the withdrawals (which show it); the
 * popup notice and unread count empty unless it opens the notices; the agent's registration link
 * empty unless it may add sub-merchants.
 */
export const MerchantInfo = z.object({
  merchant: z.object({
    id: z.number().int(),
    mobile: z.string(),
    email: z.string(),
    /** Exact decimal as a string with two places, e.g. "1234.50"; null: not the member's to see. */
    money: z.string().nullable(),
    store_name: z.string(),
    customer: z.string(),
    partner_id: z.number().int(),
    child_merchant: z.number().int(),
    website: z.object({ logo: z.string(), file: FileRef.nullable() }),
  }),
  balance: z.string().nullable(),
  notice: Notice.nullable(),
  notReadCount: z.number().int(),
  store_customer: z.object({
    customer_weixin: z.array(z.object({ file: FileRef })),
    customer_mobile: z.string(),
  }),
  register_url: z.string(),
  canRepeatApply: z.boolean(),
  huafei_is_show: z.boolean(),
  store_data_is_show: z.boolean(),
  work_order_is_show: z.boolean(),
  roles: z.object({
    permissions: z.array(z.object({ permissionId: z.string(), actionList: z.array(z.enum(ACTIONS)) })),
  }),
  is_special: z.boolean(),
  /** The merchants' time zone (IANA): the day boundaries of every date filter and figure. */
  time_zone: z.string(),
  member: SignedInMember.nullable(),
});
export type MerchantInfo = z.infer<typeof MerchantInfo>;

export const WebsiteInfo = z.object({
  store_name: z.string(),
  logo: z.string(),
  icp_info: z.string(),
  default_language: z.enum(LANGUAGES),
  console_mode: z.enum(CONSOLE_MODES),
  menu_source: z.enum(MENU_SOURCES),
});
export type WebsiteInfo = z.infer<typeof WebsiteInfo>;
