import { PlatformError } from '../platform';
import { str } from '../pull-kit';
import { KS_CODE, KS_OAUTH, KS_WORDS } from './protocol';

// What a refusal of Kuaishou's means to the engine. Only the codes and words the platform
// publishes are reacted to (decision 038 names each source); anything else is a refusal shown
// with the platform's own words.

type Answer = Record<string, unknown>;

/** The platform's own words for a refusal: its error_msg, and its sub_msg when it differs. */
export function ksWords(answer: Answer): string {
  const words = [str(answer.error_msg), str(answer.sub_msg), str(answer.msg), str(answer.error)];
  return [...new Set(words.filter(Boolean))].join(' · ');
}

/** The gateway's refusal of a business call (`result` ≠ 1). */
export function gatewayError(call: string, answer: Answer): PlatformError {
  const code = str(answer.result);
  const words = ksWords(answer);
  const error = (kind: PlatformError['kind']) =>
    new PlatformError(kind, `kuaishou ${call}: ${code} ${words}`.trim(), code, words);
  // 24: the token is refused (revoked, expired or without the scope: FAQ K0006, K0004); the
  // client renews it once and calls again before it gives this up as revoked.
  if (code === String(KS_CODE.tokenRefused) || code === String(KS_CODE.noMainAccount))
    return error('revoked');
  if (words.includes(KS_WORDS.qpsLimit)) return error('rate_limited');
  if (KS_WORDS.badSign.some((w) => words.includes(w))) return error('auth');
  return error('refused');
}

/** Whether the gateway refused the token itself (24): worth one renewal and a second try. */
export const tokenRefused = (e: unknown) =>
  e instanceof PlatformError && e.platformCode === String(KS_CODE.tokenRefused);

/** The OAuth endpoints' refusal (APP授权说明 §4). */
export function oauthError(path: string, answer: Answer): PlatformError {
  const code = Number(answer.result);
  const words = ksWords(answer);
  const kind: PlatformError['kind'] =
    code === KS_OAUTH.unauthorizedClient
      ? 'auth'
      : code === KS_OAUTH.accessDenied || code === KS_OAUTH.invalidGrant || code === KS_OAUTH.invalidScope
        ? 'revoked'
        : code === KS_OAUTH.serverError
          ? 'unavailable'
          : 'refused';
  return new PlatformError(
    kind,
    `kuaishou ${path}: ${str(answer.result)} ${words}`.trim(),
    str(answer.result),
    words,
  );
}
