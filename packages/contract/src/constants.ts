/** Business constants and limits of the specification (section 9). */
export const HTTP_TIMEOUT_MS = 20_000;
export const UPLOAD_TIMEOUT_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SESSION_EXPIRED_RELOAD_MS = 1_500;
export const REMEMBER_ME_DAYS = 7;
/** A session without remember-me lives this long after its last use. */
export const SLIDING_SESSION_HOURS = 12;
export const IMAGE_SIZE_LIMIT_MB = 2;
export const DEFAULT_PAGE_SIZE_OPTIONS = [10, 20, 30, 50, 100] as const;
export const GALLERY_PAGE_SIZE = 20;
export const GALLERY_PAGE_SIZE_OPTIONS = [10, 30, 50, 100] as const;
export const POPOVER_PAGE_SIZE = 5;
export const SEARCH_DEBOUNCE_MS = 300;
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_WIDTH_PX = 256;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 80;
export const AGENT_CHILD_MERCHANT = 2;
export const TASK_STATUS_PACKING = 3;
/** What the customer-service widget shows at most: QR images and the phone's length. */
export const SERVICE_QR_MAX = 3;
export const SERVICE_PHONE_MAX_LENGTH = 20;
export const GROUP_ALL = -1;
export const GROUP_UNGROUPED = 0;
export const PARTNER_TRANSFER_NOTICES = 52;
export const PARTNER_SUBSIDY = 62;
export const SMS_CODE_LENGTH = 6;
export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_VALID_MINUTES = 10;
export const ACTIVATION_VALID_HOURS = 24;
export const PASSWORD_MIN_LENGTH = 6;
/** Failed sign-ins for one account or one address within the window before a captcha is asked. */
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 3;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

export const CONSOLE_MODES = ['merchant', 'agent'] as const;
export type ConsoleMode = (typeof CONSOLE_MODES)[number];
export const MENU_SOURCES = ['server', 'fixed'] as const;
export type MenuSource = (typeof MENU_SOURCES)[number];
