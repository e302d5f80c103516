import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  authorizationPage,
  authorizationRefusal,
  FakeCodeBook,
  type FakeState,
  type FakeToken,
  redirectTo,
  sendHtml,
  sendJson,
} from '../fake-kit';
import type { Sealed } from './fake-rows';
import {
  KS_ACCESS_TTL_S,
  KS_AUTH_PATH,
  KS_CODE_TTL_MS,
  KS_OAUTH,
  KS_OAUTH_ACCESS_PATH,
  KS_OAUTH_REFRESH_PATH,
  KS_OK,
  KS_REFRESH_TTL_S,
  KS_SCOPES,
} from './protocol';

// The Kuaishou fake's authorization (APP授权说明): the page at /oauth/authorize with its
// parameters (app_id, redirect_uri, scope, response_type=code, state), which refuses an unknown
// app or a callback that is not the app's own ("Invalid url", FAQ K0009) and sends the browser
// back with `code` and `state`; the code exchange (/oauth2/access_token) and the refresh
// (/oauth2/refresh_token) with the published answers and the 1002001xx codes.

type Params = Record<string, string>;
const PLATFORM = '快手电商开放平台';

/** Codes good for 2 minutes, once (APP授权说明 §2.2), where the shared book keeps them longer. */
export class KsCodeBook extends FakeCodeBook {
  private readonly until = new Map<string, number>();

  constructor(private readonly clock: () => Date) {
    super(clock);
  }

  override issue(appKey: string, shopId: string): string {
    const code = super.issue(appKey, shopId);
    this.until.set(code, this.clock().getTime() + KS_CODE_TTL_MS);
    return code;
  }

  override redeem(code: string, appKey: string): string | null {
    const until = this.until.get(code) ?? 0;
    this.until.delete(code);
    const shopId = super.redeem(code, appKey);
    return shopId !== null && until > this.clock().getTime() ? shopId : null;
  }
}

export function fakeOAuth(state: FakeState<Sealed>) {
  const { shops, apps, codes, tokens, calls } = state;
  /** Refresh tokens used once already: reused, they are "refreshToken.discarded" (FAQ K0008). */
  const usedRefresh = new Set<string>();

  const fail = (res: ServerResponse, result: number, error: string, error_msg: string) =>
    sendJson(res, 200, { result, error, error_msg });

  /** Why the page cannot be shown for these parameters, or null. */
  function pageRefusal(p: Params): string | null {
    if (!apps.get(p.app_id ?? '') || !apps.allowsRedirect(p.app_id ?? '', p.redirect_uri ?? ''))
      return 'Invalid url';
    if (p.response_type !== 'code') return 'unsupported_response_type';
    if (!p.scope) return 'invalid_scope';
    return null;
  }

  /** GET: the page; POST (its form): the owner agrees, the browser goes back with the code. */
  function page(res: ServerResponse, method: string, p: Params) {
    calls.push(KS_AUTH_PATH);
    const why = pageRefusal(p);
    if (why) return sendHtml(res, 400, authorizationRefusal(PLATFORM, why));
    const app = apps.get(p.app_id!)!;
    const fields = {
      app_id: p.app_id!,
      redirect_uri: p.redirect_uri!,
      scope: p.scope!,
      response_type: 'code',
    };
    if (method !== 'POST') {
      const html = authorizationPage({
        platform: PLATFORM,
        appName: app.name ?? app.appKey,
        shopIds: [...shops.keys()],
        action: KS_AUTH_PATH,
        fields: p.state ? { ...fields, state: p.state } : fields,
      });
      return sendHtml(res, 200, html);
    }
    if (!shops.has(p.fake_shop_id ?? ''))
      return sendHtml(res, 400, authorizationRefusal(PLATFORM, 'Invalid user'));
    const code = codes.issue(app.appKey, p.fake_shop_id!);
    redirectTo(res, p.redirect_uri!, p.state ? { code, state: p.state } : { code });
  }

  function granted(res: ServerResponse, token: FakeToken) {
    const openId = createHash('md5').update(`${token.appKey}:${token.shopId}`).digest('hex');
    sendJson(res, 200, {
      result: KS_OK,
      access_token: token.accessToken,
      refresh_token: token.refreshToken,
      open_id: openId,
      expires_in: KS_ACCESS_TTL_S,
      refresh_token_expires_in: KS_REFRESH_TTL_S,
      scopes: [...KS_SCOPES],
    });
  }

  /** /oauth2/access_token (GET, §2.3): a code of the page for the app's tokens. */
  function accessToken(res: ServerResponse, p: Params) {
    calls.push(KS_OAUTH_ACCESS_PATH);
    if (!p.app_id || !p.app_secret || !p.grant_type)
      return fail(res, KS_OAUTH.invalidRequest, 'invalid_request', '缺少必要的请求参数');
    const app = apps.withSecret(p.app_id, p.app_secret);
    if (!app) return fail(res, KS_OAUTH.unauthorizedClient, 'unauthorized_client', 'app 非法');
    if (p.grant_type !== 'code')
      return fail(res, KS_OAUTH.unsupportedGrantType, 'unsupported_grant_type', p.grant_type);
    const shopId = codes.redeem(p.code ?? '', app.appKey);
    if (!shopId) return fail(res, KS_OAUTH.invalidGrant, 'invalid_grant', 'invalid code');
    granted(res, tokens.issue(shopId, app.appKey));
  }

  /** /oauth2/refresh_token (POST, §2.4): a new pair; the refresh token used is good no more. */
  function refreshToken(res: ServerResponse, p: Params) {
    calls.push(KS_OAUTH_REFRESH_PATH);
    if (!p.app_id || !p.app_secret || !p.grant_type || !p.refresh_token)
      return fail(res, KS_OAUTH.invalidRequest, 'invalid_request', '缺少必要的请求参数');
    const app = apps.withSecret(p.app_id, p.app_secret);
    if (!app) return fail(res, KS_OAUTH.unauthorizedClient, 'unauthorized_client', 'app 非法');
    if (p.grant_type !== 'refresh_token')
      return fail(res, KS_OAUTH.unsupportedGrantType, 'unsupported_grant_type', p.grant_type);
    if (usedRefresh.has(p.refresh_token))
      return fail(res, KS_OAUTH.accessDenied, 'access_denied', 'refreshToken.discarded');
    const token = tokens.refresh(p.refresh_token);
    if (!token || token.appKey !== app.appKey)
      return fail(res, KS_OAUTH.accessDenied, 'access_denied', 'invalid refresh_token');
    usedRefresh.add(p.refresh_token);
    granted(res, token);
  }

  return { page, accessToken, refreshToken };
}
