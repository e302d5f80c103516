import { z } from 'zod';
import { CONSOLE_MODES, MENU_SOURCES } from '../constants';
import { LANGUAGES } from '../languages';
import { ACTIONS } from '../permissions';

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

export const MerchantInfo = z.object({
  merchant: z.object({
    id: z.number().int(),
    mobile: z.string(),
    email: z.string(),
    /** Exact decimal as a string with two places, e.g. "1234.50". */
    money: z.string(),
    store_name: z.string(),
    customer: z.string(),
    partner_id: z.number().int(),
    child_merchant: z.number().int(),
    website: z.object({ logo: z.string(), file: FileRef.nullable() }),
  }),
  balance: z.string(),
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
