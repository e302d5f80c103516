import { randomBytes } from 'node:crypto';

// The fake Doudian's tokens, kept by the rules TokenCreateData publishes: an access token lives 7
// days and its refresh token 14; refreshed more than an hour before its end the same pair comes
// back (its end unchanged); within the last hour a new pair comes and the old one stays good for
// an hour more; once ended, a new pair comes and the old one is gone at once.

export const ACCESS_TOKEN_SECONDS = 7 * 86_400;
export const REFRESH_TOKEN_SECONDS = 14 * 86_400;
const HOUR_MS = 3_600_000;

export interface FakeToken {
  accessToken: string;
  refreshToken: string;
  shopId: string;
  /** The app it was issued to: only that app's calls may use it. */
  appKey: string;
  /** Unix ms. */
  expiresAt: number;
  refreshExpiresAt: number;
  /** Set when a new pair replaced this one: it is gone after this (Unix ms). */
  goneAt?: number;
}

export type RefreshOutcome = FakeToken | 'gone' | 'expired';

export class FakeTokenRules {
  private readonly byAccess = new Map<string, FakeToken>();
  private readonly byRefresh = new Map<string, FakeToken>();

  constructor(private readonly nowMs: () => number) {}

  /** A new pair for (shop, app). */
  issue(shopId: string, appKey: string): FakeToken {
    const t = this.nowMs();
    const token: FakeToken = {
      accessToken: `act.${randomBytes(16).toString('hex')}`,
      refreshToken: `rft.${randomBytes(16).toString('hex')}`,
      shopId,
      appKey,
      expiresAt: t + ACCESS_TOKEN_SECONDS * 1000,
      refreshExpiresAt: t + REFRESH_TOKEN_SECONDS * 1000,
    };
    this.byAccess.set(token.accessToken, token);
    this.byRefresh.set(token.refreshToken, token);
    return token;
  }

  /** The access token's pair, or why a call with it is refused. */
  check(accessToken: string): FakeToken | 'unknown' | 'expired' {
    const token = this.byAccess.get(accessToken);
    const t = this.nowMs();
    if (!token || (token.goneAt !== undefined && token.goneAt <= t)) return 'unknown';
    return token.expiresAt <= t ? 'expired' : token;
  }

  /** token.refresh by the published rules; `appKey` must be the pair's app. */
  refresh(refreshToken: string, appKey: string): RefreshOutcome {
    const old = this.byRefresh.get(refreshToken);
    const t = this.nowMs();
    if (!old || old.appKey !== appKey || (old.goneAt !== undefined && old.goneAt <= t)) return 'gone';
    if (old.refreshExpiresAt <= t) return 'expired';
    if (old.expiresAt - t > HOUR_MS) return old;
    const fresh = this.issue(old.shopId, old.appKey);
    old.goneAt = old.expiresAt > t ? t + HOUR_MS : t;
    return fresh;
  }

  /** The `expire_tokens` fault: every access token issued so far ends now. */
  expireAll(): void {
    const past = this.nowMs() - 1000;
    for (const token of this.byAccess.values()) token.expiresAt = Math.min(token.expiresAt, past);
  }
}
