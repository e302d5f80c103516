import { describe, expect, it } from 'vitest';
import { clientTestBed, DAY } from '../client-test-support';
import type { MarketApp, ShopCredentials } from '../platform';
import { createDoudianClient } from './client';
import { startDoudianFake } from './fake';

// The console's app in Doudian's service market (工具型应用): the merchant authorizes it on the
// service market's page, the client exchanges the code (token.create, authorization_code), and
// without a live token the shop is authorized again there: no token is made without the page.

const CALLBACK = 'https://console.example/api/capture/oauth/doudian/callback';
const MARKET: MarketApp = {
  appKey: '7301000000000000001',
  secret: 'market-secret',
  signSecret: '',
  serviceId: '7301',
};

const bed = clientTestBed(startDoudianFake, createDoudianClient, {
  shop: { shopId: '4463798', appKey: '7000000000000000001', secret: 'test-secret' },
  product: {
    productId: '3626385938471239013',
    title: '大王卡',
    skuId: '1736402086955032',
    skuTitle: '大王卡 19元',
  },
  seed: 5,
});
const { client, orders, countOf } = bed;

/** The shop as the engine passes it for the market app. */
const marketShop = (): ShopCredentials => ({
  ...bed.shop,
  appKey: MARKET.appKey,
  secret: MARKET.secret,
  authMode: 'market',
});
const registerMarketApp = () => bed.fake.addApp({ ...MARKET, redirectUri: CALLBACK, name: '号卡助手' });

describe('Doudian client: the service market page', () => {
  it('sends the merchant to the service market’s page with the service id and the state', () => {
    const c = createDoudianClient({ baseUrl: 'https://openapi-fxg.jinritemai.com' });
    expect(c.authorizationUrl!({ app: MARKET, state: 'st-1', redirectUri: CALLBACK })).toBe(
      'https://fuwu.jinritemai.com/authorize?service_id=7301&state=st-1',
    );
    expect(() =>
      c.authorizationUrl!({ app: { ...MARKET, serviceId: '' }, state: 's', redirectUri: CALLBACK }),
    ).toThrow(/service id/);
  });

  it('the fake serves the page at that path and sends the code and the state to the service’s callback', async () => {
    registerMarketApp();
    const c = createDoudianClient({ baseUrl: bed.fake.url, authUrl: bed.fake.url, now: () => bed.clock });
    const url = c.authorizationUrl!({
      app: MARKET,
      state: 'st-9',
      redirectUri: 'https://elsewhere.example/cb',
    });
    expect(url).toBe(`${bed.fake.url}/authorize?service_id=7301&state=st-9`);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('号卡助手');
    const agreed = await fetch(`${bed.fake.url}/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ service_id: '7301', state: 'st-9', fake_shop_id: '4463798' }).toString(),
      redirect: 'manual',
    });
    expect(agreed.status).toBe(302);
    const back = new URL(agreed.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get('state')).toBe('st-9');
    const granted = await c.exchangeCode!(MARKET, back.searchParams.get('code')!, CALLBACK);
    expect(granted.shopId).toBe('4463798');
    expect(granted.token.expiresAt).toEqual(new Date(bed.clock.getTime() + 7 * DAY));
  });

  it('the fake refuses an unknown service, and a service without a callback', async () => {
    expect((await fetch(`${bed.fake.url}/authorize?service_id=1&state=s`)).status).toBe(404);
    bed.fake.addApp({ ...MARKET });
    expect((await fetch(`${bed.fake.url}/authorize?service_id=7301&state=s`)).status).toBe(400);
  });

  it('takes a code once: a replayed code asks for the page again', async () => {
    registerMarketApp();
    const code = bed.fake.grantCode('4463798', MARKET.appKey);
    await client().exchangeCode!(MARKET, code, CALLBACK);
    await expect(client().exchangeCode!(MARKET, code, CALLBACK)).rejects.toMatchObject({
      kind: 'revoked',
      platformCode: '50001/dop.token-generate-failed:code-invalid',
    });
  });
});

describe('Doudian client: a market shop’s token', () => {
  it('makes no token without the page: revoked, and no call', async () => {
    registerMarketApp();
    await expect(client().authorize(marketShop())).rejects.toMatchObject({ kind: 'revoked' });
    expect(bed.fake.calls).toEqual([]);
  });

  it('pulls with the page’s token, refreshes it, and asks for the page when its refresh token is gone', async () => {
    registerMarketApp();
    const shop = marketShop();
    shop.token = (
      await client().exchangeCode!(MARKET, bed.fake.grantCode('4463798', MARKET.appKey), CALLBACK)
    ).token;
    bed.fake.addOrders(orders(2, new Date(bed.clock.getTime() - 120_000), 1000));
    const c = client();
    const window = { start: new Date(bed.clock.getTime() - DAY), end: bed.clock };
    let got = 0;
    await c.pullOrders(shop, window, async (page) => void (got += page.orders.length));
    expect(got).toBe(2);
    // Past its 14 days nothing renews it: the merchant authorizes again, no token.create.
    bed.clock = new Date(bed.clock.getTime() + 15 * DAY);
    await expect(client().authorize(shop)).rejects.toMatchObject({
      kind: 'revoked',
      platformCode: '50001/dop.token-generate-failed:token-expired',
    });
    shop.token = {
      accessToken: 'act.x',
      refreshToken: 'rft.gone',
      expiresAt: new Date(bed.clock.getTime() - 1),
    };
    await expect(client().authorize(shop)).rejects.toMatchObject({
      kind: 'revoked',
      platformCode: '50002/isv.business-failed:31009',
      platformText: '业务处理失败：生成token失败, token不存在',
    });
    expect(countOf('token.create')).toBe(1);
  });

  it('accepts a token only with its own app’s signature', async () => {
    registerMarketApp();
    const token = (
      await client().exchangeCode!(MARKET, bed.fake.grantCode('4463798', MARKET.appKey), CALLBACK)
    ).token;
    // The shop's own app with the market app's token: 40003, app_key and token do not match.
    bed.shop.token = token;
    await expect(client().testConnection(bed.shop)).rejects.toMatchObject({
      kind: 'auth',
      platformCode: '40003/isv.access-token-invalid',
    });
  });

  it('a market app has no shop of its own: token.create with authorization_self is refused', async () => {
    registerMarketApp();
    const shop: ShopCredentials = { ...marketShop(), authMode: 'self' };
    await expect(client().authorize(shop)).rejects.toMatchObject({
      kind: 'refused',
      platformCode: '50001/dop.token-generate-failed:grant-type-invalid',
    });
  });
});
