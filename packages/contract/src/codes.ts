import { joinTables } from './join-tables';
import { agentsCodes } from './agents/codes';
import { authCodes } from './auth/codes';
import { captureCodes } from './capture/codes';
import { complaintsCodes } from './complaints/codes';
import { galleryCodes } from './gallery/codes';
import { liveCodes } from './live/codes';
import { moneyCodes } from './money/codes';
import { ordersCodes } from './orders/codes';
import { securityCodes } from './security/codes';
import { storeCodes } from './store/codes';
import { teamCodes } from './team/codes';
import { topupCodes } from './topup/codes';

/** The general result codes; 1 and 9999 come from the specification. */
export const coreCodes = {
  ok: 1,
  sessionExpired: 9999,
  validation: 1001,
  notFound: 1002,
  forbidden: 1003,
  tooManyRequests: 1004,
  unsupportedMediaType: 1005,
  payloadTooLarge: 1006,
  /** The embedded database stayed busy longer than DB_BUSY_TIMEOUT_MS (HTTP 503, Retry-After): try again. */
  busy: 1007,
  internal: 5000,
} as const;

/** The blocks of numbers the general codes take, `[from, to]` inclusive (words.test.ts). */
export const coreCodeBlocks: readonly (readonly [number, number])[] = [
  [1, 1999],
  [5000, 5999],
  [9999, 9999],
];

/**
 * Every domain's result codes, one line a domain (decision 056): each domain keeps its own in
 * `<domain>/codes.ts`, with the blocks of numbers it may take (`<domain>CodeBlocks`).
 */
export const CODES = {
  core: coreCodes,
  auth: authCodes,
  security: securityCodes,
  gallery: galleryCodes,
  money: moneyCodes,
  orders: ordersCodes,
  complaints: complaintsCodes,
  store: storeCodes,
  agents: agentsCodes,
  capture: captureCodes,
  live: liveCodes,
  topup: topupCodes,
  team: teamCodes,
} as const;

/** Result codes of the `{code, msg, data}` envelope: every domain's in one object. */
export const Code = joinTables(CODES);

export type CodeName = keyof typeof Code;
export type CodeValue = (typeof Code)[CodeName];

/** Every answer under /api has this shape; `code === Code.ok` means success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
