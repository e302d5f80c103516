import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  authorizationPage,
  authorizationRefusal,
  type FakeState,
  redirectTo,
  requestParams,
  sendHtml,
} from '../fake-kit';
import { PDD_AUTH_PATH } from './protocol';

// The PDD fake's merchant authorization page, at the platform's path
// (`/service-market/auth?response_type=code&client_id=…&redirect_uri=…&state=…`). GET shows it:
// an unknown client or a callback that is not the app's registered one is refused, as the
// platform refuses a redirect_uri other than the client_id's callback. The form's POST is the
// owner agreeing: a one-time code for (app, shop), and the browser sent to the callback with
// `code` and `state`. A shop's own app may be authorized by that shop alone.

const PLATFORM = '拼多多开放平台';

/** The request's app and the shops whose owner may grant it, or why the page refuses. */
function checkRequest(state: FakeState<unknown>, p: Record<string, string>) {
  if (p.response_type !== 'code') return { refusal: 'response_type 须为 code' };
  const app = state.apps.get(p.client_id ?? '');
  if (!app) return { refusal: 'client_id 不正确或应用已下线' };
  if (!state.apps.allowsRedirect(app.appKey, p.redirect_uri ?? '')) {
    return { refusal: 'redirect_uri 与应用设置的回调地址不一致' };
  }
  const shops = [...state.shops.values()];
  const own = shops.filter((s) => s.appKey === app.appKey);
  return { app, shopIds: (own.length ? own : shops).map((s) => s.shopId) };
}

/** Serves the page (GET) and the owner's consent (POST); false when the path is not the page's. */
export async function authorizationRoute(
  state: FakeState<unknown>,
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
): Promise<boolean> {
  const path = new URL(req.url ?? '/', 'http://fake').pathname;
  if (path !== PDD_AUTH_PATH) return false;
  const p = requestParams(req, body);
  const checked = checkRequest(state, p);
  if (!checked.app) {
    sendHtml(res, 400, authorizationRefusal(PLATFORM, checked.refusal));
    return true;
  }
  const { app, shopIds } = checked;
  if (req.method === 'POST') {
    const shopId = p.fake_shop_id ?? '';
    if (!shopIds.includes(shopId)) {
      sendHtml(res, 400, authorizationRefusal(PLATFORM, '该店铺不能授权此应用'));
      return true;
    }
    const code = state.codes.issue(app.appKey, shopId);
    redirectTo(res, p.redirect_uri!, { code, ...(p.state ? { state: p.state } : {}) });
    return true;
  }
  const fields = {
    response_type: 'code',
    client_id: app.appKey,
    redirect_uri: p.redirect_uri!,
    ...(p.state ? { state: p.state } : {}),
  };
  sendHtml(
    res,
    200,
    authorizationPage({
      platform: PLATFORM,
      appName: app.name ?? app.appKey,
      shopIds,
      action: PDD_AUTH_PATH,
      fields,
    }),
  );
  return true;
}
