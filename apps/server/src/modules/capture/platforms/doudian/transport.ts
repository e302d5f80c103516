import { readPlatformJson } from '../platform-json';
import { type ClientOptions, PlatformError } from '../platform';
import { fetchText, patienceOf, withRetries } from '../retry';
import { DD_CODE, DD_NEW_CODES_HEADER, DD_SUB, type DoudianEnvelope } from './protocol';
import { canonicalJson, methodPath, signedQuery } from './sign';

// One signed call of the open platform as the official SDKs make it (POST to the method's path,
// the signed query, `param_json` as the body, the header asking for the new codes), retried when
// retrying can help (rate limit, 5xx or the platform's "unavailable", time-out), the answer read
// losslessly (64-bit ids keep every digit) and judged by `code` as the SDKs judge it.

export interface CallTarget {
  appKey: string;
  secret: string;
  /** Absent for the token calls (`token.create`, `token.refresh`). */
  accessToken?: string;
}

export type DoudianCall = <T>(
  target: CallTarget,
  method: string,
  params: Record<string, unknown>,
  signal?: AbortSignal,
) => Promise<T>;

/** `${code}/${sub_code}`: the platform's own code as the shop's last error shows it. */
export const platformCode = (code: number, sub: string): string => (sub ? `${code}/${sub}` : String(code));

const codes = (...pairs: [number, string][]) => new Set(pairs.map(([code, sub]) => platformCode(code, sub)));

/** The access token itself refused (missing, expired, unknown): renewed once, then called again. */
const TOKEN_REFUSED = codes(
  [DD_CODE.missingParam, DD_SUB.accessTokenMissing],
  [DD_CODE.invalidParam, DD_SUB.accessTokenExpired],
  [DD_CODE.invalidParam, DD_SUB.accessTokenUnknown],
);
/** token.refresh refused because the refresh token is dead (past its 14 days, or gone). */
const REFRESH_DEAD = codes(
  [DD_CODE.tokenFailed, DD_SUB.refreshExpired],
  [DD_CODE.tokenFailed, DD_SUB.refreshInvalid],
  [DD_CODE.businessFailed, DD_SUB.refreshGone],
);
/** The shop's authorization is gone, switched off, or the code of the page is no good. */
const REVOKED = codes(
  [DD_CODE.noPermission, DD_SUB.authorizationGone],
  [DD_CODE.noPermission, DD_SUB.authorizationClosed],
  [DD_CODE.tokenFailed, DD_SUB.noAuthorization],
  [DD_CODE.tokenFailed, DD_SUB.codeInvalid],
  [DD_CODE.tokenFailed, DD_SUB.codeExpired],
);
/** The app's credentials refused: app key, secret, signature, a token of another app. */
const AUTH = codes(
  [DD_CODE.missingParam, DD_SUB.appMissing],
  [DD_CODE.missingParam, DD_SUB.signatureMissing],
  [DD_CODE.invalidParam, DD_SUB.signatureInvalid],
  [DD_CODE.invalidParam, DD_SUB.appInvalid],
  [DD_CODE.invalidParam, DD_SUB.appExpired],
  [DD_CODE.invalidParam, DD_SUB.accessTokenOfOtherApp],
  [DD_CODE.noPermission, DD_SUB.appForbidden],
  [DD_CODE.tokenFailed, DD_SUB.tokenAppInvalid],
  [DD_CODE.tokenFailed, DD_SUB.tokenSecretInvalid],
  [DD_CODE.tokenFailed, DD_SUB.tokenAppForbidden],
);

const isPlatformCode = (set: Set<string>) => (e: unknown) =>
  e instanceof PlatformError && set.has(e.platformCode);

/** Whether the platform refused the access token itself: worth one renewal. */
export const isTokenRefused = isPlatformCode(TOKEN_REFUSED);
/** Whether token.refresh was refused because the refresh token is dead. */
export const isRefreshDead = isPlatformCode(REFRESH_DEAD);

/** The platform's refusal as a PlatformError, with its code and its own words. */
export function classify(method: string, e: DoudianEnvelope): PlatformError {
  const code = platformCode(e.code, e.sub_code);
  const words = [e.msg, e.sub_msg].filter(Boolean).join('：');
  const message = `${method}: ${code}${e.log_id ? ` log_id=${e.log_id}` : ''}`;
  const kind: PlatformError['kind'] =
    e.code === DD_CODE.rateLimited
      ? 'rate_limited'
      : e.code === DD_CODE.unavailable || e.code === DD_CODE.internalTimeout
        ? 'unavailable'
        : TOKEN_REFUSED.has(code) || REFRESH_DEAD.has(code) || REVOKED.has(code)
          ? 'revoked'
          : AUTH.has(code)
            ? 'auth'
            : 'refused';
  return new PlatformError(kind, message, code, words);
}

/** The envelope of an answer, or null when the text is not one (no numeric `code`). */
export function readEnvelope(text: string): DoudianEnvelope | null {
  let body: unknown;
  try {
    body = readPlatformJson(text);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const b = body as Partial<Record<keyof DoudianEnvelope, unknown>>;
  if (typeof b.code !== 'number') return null;
  const textOf = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    code: b.code,
    msg: textOf(b.msg),
    sub_code: textOf(b.sub_code),
    sub_msg: textOf(b.sub_msg),
    log_id: textOf(b.log_id),
    data: b.data,
  };
}

/**
 * order.batchDecrypt answers a batch with some ciphers that did not open as 业务处理失败 with the
 * items still listed (each with its own err_no): the items are read, the rest put aside.
 */
const partlyDecrypted = (method: string, e: DoudianEnvelope) =>
  method === 'order.batchDecrypt' &&
  e.code === DD_CODE.businessFailed &&
  Array.isArray((e.data as { decrypt_infos?: unknown } | null)?.decrypt_infos);

export function createTransport(options: ClientOptions): DoudianCall {
  const patience = patienceOf(options);
  const now = options.now ?? (() => new Date());
  const base = options.baseUrl.replace(/\/+$/, '');

  async function once<T>(target: CallTarget, method: string, paramJson: string, signal?: AbortSignal) {
    // Signed afresh each attempt: the timestamp must be current when the platform checks it.
    const query = signedQuery({
      appKey: target.appKey,
      secret: target.secret,
      method,
      paramJson,
      timestamp: String(Math.floor(now().getTime() / 1000)),
      accessToken: target.accessToken,
    });
    const init: RequestInit = {
      method: 'POST',
      headers: {
        'content-type': 'application/json;charset=UTF-8',
        accept: 'application/json',
        ...DD_NEW_CODES_HEADER,
      },
      body: paramJson,
    };
    const url = `${base}${methodPath(method)}?${query.toString()}`;
    const { status, text } = await fetchText(url, init, patience.timeoutMs, signal);
    const envelope = readEnvelope(text);
    if (!envelope) {
      throw new PlatformError(
        'protocol',
        `${method}: HTTP ${status}, not the platform's envelope`,
        String(status),
      );
    }
    if (envelope.code === DD_CODE.ok || partlyDecrypted(method, envelope)) return envelope.data as T;
    throw classify(method, envelope);
  }

  return <T>(target: CallTarget, method: string, params: Record<string, unknown>, signal?: AbortSignal) => {
    const paramJson = canonicalJson(params);
    return withRetries(patience, () => once<T>(target, method, paramJson, signal), signal);
  };
}
