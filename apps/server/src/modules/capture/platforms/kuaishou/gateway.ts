import type { ClientOptions, MarketApp, PlatformToken } from '../platform';
import { PlatformError } from '../platform';
import { readPlatformJson } from '../platform-json';
import { str } from '../pull-kit';
import { fetchText, patienceOf, withRetries } from '../retry';
import { gatewayError, oauthError } from './errors';
import {
  KS_API_HOST,
  KS_OAUTH_ACCESS_PATH,
  KS_OAUTH_REFRESH_PATH,
  KS_OK,
  KS_VERB,
  type KsCall,
  kuaishouPath,
} from './protocol';
import { kuaishouParam, kuaishouSign } from './sign';

// Kuaishou's two doors: the gateway (every method at its own path, signed with the app's sign
// secret, read calls as GET and the others as a form POST, API调用说明 §3) and the OAuth endpoints
// (the app secret in clear over HTTPS, APP授权说明 §2.3–2.4). Every answer is read with
// readPlatformJson, so a 64-bit id keeps its digits.

export type Answer = Record<string, unknown>;
/** The app a call is made with (a shop's own, or the console's market app). */
export type KsApp = Pick<MarketApp, 'appKey' | 'secret' | 'signSecret'>;

export function kuaishouGateway(options: ClientOptions) {
  const patience = patienceOf(options);
  const now = options.now ?? (() => new Date());
  const base = (options.baseUrl || KS_API_HOST).replace(/\/$/, '');

  async function answerOf(
    what: string,
    url: string,
    init: RequestInit,
    signal?: AbortSignal,
  ): Promise<Answer> {
    const { text } = await fetchText(url, init, patience.timeoutMs, signal);
    let answer: unknown;
    try {
      answer = readPlatformJson(text);
    } catch {
      throw new PlatformError('protocol', `kuaishou ${what}: not JSON: ${text.slice(0, 80)}`);
    }
    if (!answer || typeof answer !== 'object' || Array.isArray(answer))
      throw new PlatformError('protocol', `kuaishou ${what}: not an object`);
    return answer as Answer;
  }

  /** One signed call, without retry: the whole answer, its `result` checked. */
  async function once(app: KsApp, method: KsCall, param: unknown, token: string, signal?: AbortSignal) {
    // The sign secret (签名密钥) is not the app secret: signing with the other one is always refused.
    if (!app.signSecret) throw new PlatformError('auth', `kuaishou ${method}: the app has no sign secret`);
    const params: Record<string, string> = {
      appkey: app.appKey,
      method,
      access_token: token,
      version: '1',
      signMethod: 'MD5',
      timestamp: String(now().getTime()),
      param: kuaishouParam(param),
    };
    params.sign = kuaishouSign(app.signSecret, params);
    const url = `${base}${kuaishouPath(method)}`;
    const form = new URLSearchParams(params).toString();
    const answer =
      KS_VERB[method] === 'GET'
        ? await answerOf(method, `${url}?${form}`, { method: 'GET' }, signal)
        : await answerOf(
            method,
            url,
            { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form },
            signal,
          );
    if (Number(answer.result) !== KS_OK) throw gatewayError(method, answer);
    return answer;
  }

  /** A signed call, retried while what fails is worth retrying (rate limits, 5xx, time-outs). */
  const call = (app: KsApp, method: KsCall, param: unknown, token: string, signal?: AbortSignal) =>
    withRetries(patience, () => once(app, method, param, token, signal), signal);

  /** One OAuth exchange (retried as retryable): the tokens it grants. */
  async function oauth(
    path: string,
    verb: 'GET' | 'POST',
    params: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<PlatformToken> {
    const form = new URLSearchParams(params).toString();
    const answer = await withRetries(
      patience,
      async () => {
        const a =
          verb === 'GET'
            ? await answerOf(path, `${base}${path}?${form}`, { method: 'GET' }, signal)
            : await answerOf(
                path,
                `${base}${path}`,
                {
                  method: 'POST',
                  headers: { 'content-type': 'application/x-www-form-urlencoded' },
                  body: form,
                },
                signal,
              );
        if (Number(a.result) !== KS_OK) throw oauthError(path, a);
        return a;
      },
      signal,
    );
    const expiresIn = Number(answer.expires_in);
    if (typeof answer.access_token !== 'string' || !answer.access_token || !(expiresIn > 0))
      throw new PlatformError('protocol', `kuaishou ${path}: no access_token or expires_in`);
    return {
      accessToken: answer.access_token,
      refreshToken: str(answer.refresh_token),
      expiresAt: new Date(now().getTime() + expiresIn * 1000),
    };
  }

  return {
    call,
    /** The code of the authorization page for the app's tokens (GET, §2.3). */
    exchange: (app: KsApp, code: string, signal?: AbortSignal) =>
      oauth(
        KS_OAUTH_ACCESS_PATH,
        'GET',
        { app_id: app.appKey, grant_type: 'code', code, app_secret: app.secret },
        signal,
      ),
    /** A new access token (and a new refresh token: the old one is good once, §2.4; POST). */
    refresh: (app: KsApp, refreshToken: string, signal?: AbortSignal) =>
      oauth(
        KS_OAUTH_REFRESH_PATH,
        'POST',
        {
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          app_id: app.appKey,
          app_secret: app.secret,
        },
        signal,
      ),
  };
}
export type KuaishouGateway = ReturnType<typeof kuaishouGateway>;
