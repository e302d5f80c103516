import { create } from 'zustand';
import { REMEMBER_ME_DAYS, type MerchantInfo } from '@console/contract';
import { deleteCookie, readCookie, writeCookie } from './cookie';

/** The server reads the token from a request header; the cookie only keeps it across reloads. */
export const TOKEN_COOKIE = 'token';

export type Merchant = MerchantInfo['merchant'];
export type Roles = MerchantInfo['roles'];
export type Member = MerchantInfo['member'];

/** Client state of the specification (section 3), filled from POST /merchant/info. */
export interface SessionState {
  token: string | null;
  /** True after an explicit logout: the guard then sends to a plain login page, no redirect. */
  loggedOut: boolean;
  merchant: Merchant | null;
  roles: Roles | null;
  /** The staff member signed in (their name, role and grants); null for the owner. */
  member: Member;
  /** Null for a staff member whose role shows no balance. */
  balance: string | null;
  noticeCount: number;
  notice: MerchantInfo['notice'];
  storeCustomer: MerchantInfo['store_customer'] | null;
  registerUrl: string;
  canRepeatApply: boolean;
  huafeiIsShow: boolean;
  storeDataIsShow: boolean;
  workOrderIsShow: boolean;
  partnerId: number;
  isSpecial: boolean;
  /** The merchants' time zone: what "today" is for the server's day boundaries. */
  timeZone: string;
}

const signedOut: Omit<SessionState, 'token' | 'loggedOut'> = {
  merchant: null,
  roles: null,
  member: null,
  balance: '0.00',
  noticeCount: 0,
  notice: null,
  storeCustomer: null,
  registerUrl: '',
  canRepeatApply: false,
  huafeiIsShow: false,
  storeDataIsShow: false,
  workOrderIsShow: false,
  partnerId: 0,
  isSpecial: false,
  timeZone: 'Asia/Shanghai',
};

export const useSession = create<SessionState>(() => ({
  token: readCookie(TOKEN_COOKIE) ?? null,
  loggedOut: false,
  ...signedOut,
}));

/** Keeps the token for REMEMBER_ME_DAYS with remember-me, else for the browser session. */
export function storeToken(token: string, remember: boolean): void {
  writeCookie(TOKEN_COOKIE, token, remember ? REMEMBER_ME_DAYS : undefined);
  useSession.setState({ token, loggedOut: false });
}

export function applyMerchantInfo(info: MerchantInfo): void {
  useSession.setState({
    merchant: info.merchant,
    roles: info.roles,
    member: info.member,
    balance: info.balance,
    noticeCount: info.notReadCount,
    notice: info.notice,
    storeCustomer: info.store_customer,
    registerUrl: info.register_url,
    canRepeatApply: info.canRepeatApply,
    huafeiIsShow: info.huafei_is_show,
    storeDataIsShow: info.store_data_is_show,
    workOrderIsShow: info.work_order_is_show,
    partnerId: info.merchant.partner_id,
    isSpecial: info.is_special,
    timeZone: info.time_zone,
  });
}

/**
 * Logout clears the token, the roles and the merchant (spec section 4). `logout` is the user's
 * own choice; `expired` (the session ended on the server) brings them back where they were
 * after signing in again.
 */
export function clearSession(reason: 'logout' | 'expired' = 'expired'): void {
  deleteCookie(TOKEN_COOKIE);
  useSession.setState({ token: null, loggedOut: reason === 'logout', ...signedOut });
}
