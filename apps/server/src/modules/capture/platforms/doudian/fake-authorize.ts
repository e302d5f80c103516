import type { IncomingMessage, ServerResponse } from 'node:http';
import { authorizationPage, authorizationRefusal, redirectTo, requestParams, sendHtml } from '../fake-kit';
import type { FakeState } from './fake-state';
import { DD_AUTHORIZE_PATH } from './protocol';

// The service market's authorization page (fuwu.jinritemai.com/authorize?service_id=…&state=…):
// the merchant, signed in as a shop's owner, agrees to the service's app; the platform sends the
// browser to the callback configured for the service (no redirect_uri in the address) with `code`
// and the `state` unchanged. Here the sign-in is the choice of one of the fake's shops.

const PLATFORM = '抖店服务市场';

export const isAuthorizePath = (path: string) => path === DD_AUTHORIZE_PATH;

export function authorizeRoute(
  state: FakeState,
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
): void {
  const params = requestParams(req, body);
  const serviceId = params.service_id ?? '';
  const appKey = state.services.get(serviceId);
  const app = appKey ? state.apps.get(appKey) : undefined;
  if (!app) return sendHtml(res, 404, authorizationRefusal(PLATFORM, '服务不存在或已下架'));
  if (!app.redirectUri) return sendHtml(res, 400, authorizationRefusal(PLATFORM, '服务未配置回调地址'));
  const stateParam = params.state ?? '';
  if (req.method === 'POST') {
    const shopId = params.fake_shop_id ?? '';
    if (!state.shops.has(shopId)) return sendHtml(res, 400, authorizationRefusal(PLATFORM, '请先登录店铺'));
    const code = state.codes.issue(app.appKey, shopId);
    return redirectTo(res, app.redirectUri, { code, state: stateParam });
  }
  sendHtml(
    res,
    200,
    authorizationPage({
      platform: PLATFORM,
      appName: app.name ?? app.appKey,
      shopIds: [...state.shops.keys()],
      action: DD_AUTHORIZE_PATH,
      fields: { service_id: serviceId, state: stateParam },
    }),
  );
}
