import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ApiPath, Code, type ShopAuthorizeResult, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { BROWSER_COOKIE } from './authorizations';
import type { FakePlatform } from './platforms/fake';
import { startPddFake } from './platforms/pdd';
import { captureAuthorizations, captureShops } from './tables';

// A shop authorized on Pinduoduo's page, end to end over HTTP: the console's authorization
// address, the fake platform's page and its form, the platform's redirect to the console's
// callback, the code exchanged at the platform, the tokens sealed on the shop. Then every way an
// answer must be refused: replayed, unknown, expired, another browser, a signed-out session, a
// code for another shop.
const PUBLIC_URL = 'http://console.test';
const CALLBACK = `${PUBLIC_URL}/api/capture/oauth/pdd/callback`;
const MARKET = { key: 'console-market-pdd', secret: 'market-secret-0123456789' };
let fake: FakePlatform;
let t: TestApp;
let merchantId: number;
let token: string;
let serial = 0;

beforeAll(async () => {
  fake = await startPddFake();
  t = await createTestApp({
    PUBLIC_URL,
    CAPTURE_PDD_URL: fake.url,
    CAPTURE_PDD_AUTH_URL: fake.url,
    CAPTURE_PDD_APP_KEY: MARKET.key,
    CAPTURE_PDD_APP_SECRET: MARKET.secret,
    CAPTURE_ATTEMPTS: '1',
  });
  fake.addApp({ appKey: MARKET.key, secret: MARKET.secret, redirectUri: CALLBACK, name: 'console' });
  const m = await makeMerchant(t.ctx);
  merchantId = m.id;
  token = await signIn(t.ctx, m.id);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A shop saved through the API, known to the fake with its own app (its callback registered). */
async function ownShop(session = token) {
  serial += 1;
  const body = {
    platform: 'pdd' as const,
    name: `店${serial}`,
    shop_id: `9100${serial}`,
    app_key: `own-${serial}`,
    secret: 'own-secret-1',
  };
  const saved = await t.call(ENDPOINTS.captureShopSave, body, { token: session });
  expect(saved.code).toBe(Code.ok);
  fake.addShop({ shopId: body.shop_id, appKey: body.app_key, secret: body.secret });
  fake.addApp({ appKey: body.app_key, secret: body.secret, redirectUri: CALLBACK });
  return saved.data.shop;
}

/** Asks the console for the authorization address: the address and the browser's cookie. */
async function startFor(shopRowId: number, session = token, cookie = '') {
  const res = await t.inject({
    method: 'POST',
    url: `/api${ApiPath.captureShopAuthorize}`,
    headers: { token: session, ...(cookie ? { cookie } : {}) },
    payload: { id: shopRowId },
  });
  const envelope = res.json<{ code: number; data: ShopAuthorizeResult }>();
  const set = String(res.headers['set-cookie'] ?? '');
  return { envelope, cookie: /^([^;]+)/.exec(set)?.[1] ?? '' };
}

/** What the shop's owner does on the platform's page: opens it, chooses the shop, agrees. */
async function agreeOnPage(url: string, shopId: string): Promise<URL> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(shopId);
  const action = new URL(/<form[^>]*action="([^"]*)"/.exec(html)![1]!.replace(/&amp;/g, '&'), url);
  const fields = new URLSearchParams({ fake_shop_id: shopId });
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields.set(name!, value!.replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
  const grant = await fetch(action, { method: 'POST', body: fields, redirect: 'manual' });
  expect(grant.status).toBe(302);
  return new URL(grant.headers.get('location')!);
}

/** The platform's redirect arriving at the console (the browser's navigation, with its cookie). */
async function callback(redirect: URL, cookie: string) {
  expect(`${redirect.origin}${redirect.pathname}`).toBe(CALLBACK);
  const res = await t.inject({
    method: 'GET',
    url: `${redirect.pathname}${redirect.search}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(303);
  // Back to the SPA's hash route: `<PUBLIC_URL>/merchant/#/catch-order/pdd?authorize=…&shop=…`.
  const [page, route = ''] = String(res.headers.location).split('#');
  const back = new URL(route, 'http://route');
  return {
    outcome: back.searchParams.get('authorize'),
    shop: Number(back.searchParams.get('shop')),
    page,
    back,
  };
}

const shopRow = async (id: number) =>
  (await t.ctx.db.select().from(captureShops).where(eq(captureShops.id, id)))[0]!;

describe('authorizing a shop on its platform page', () => {
  it('stores the tokens of the shop the owner agreed for, sealed, and the shop tests fine', async () => {
    const shop = await ownShop();
    const { envelope, cookie } = await startFor(shop.id);
    expect(envelope.code).toBe(Code.ok);
    expect(cookie).toMatch(new RegExp(`^${BROWSER_COOKIE}=[A-Za-z0-9_-]{43}$`));
    const address = new URL(envelope.data.url);
    expect(address.origin).toBe(fake.url);
    const state = [...address.searchParams.values()].find((v) => v.length === 43);
    expect(state).toBeTruthy();
    // The state is kept as a keyed hash only.
    const [kept] = await t.ctx.db.select().from(captureAuthorizations);
    expect(JSON.stringify(kept)).not.toContain(state);

    const redirect = await agreeOnPage(envelope.data.url, shop.shop_id);
    const { outcome, shop: back, page, back: route } = await callback(redirect, cookie);
    expect(outcome).toBe('done');
    expect(back).toBe(shop.id);
    expect(page).toBe(`${PUBLIC_URL}/merchant/`);
    expect(route.pathname).toBe('/catch-order/pdd');
    const row = await shopRow(shop.id);
    expect(row.authState).toBe('authorized');
    expect(row.accessTokenEnc).toBeTruthy();
    const code = redirect.searchParams.get('code')!;
    expect(row.accessTokenEnc).not.toContain(code);
    const test = await t.call(ENDPOINTS.captureShopTest, { id: shop.id }, { token });
    expect(test.data?.ok).toBe(true);

    // The same answer again: the state was taken once.
    expect((await callback(redirect, cookie)).outcome).toBe('state');
  });

  it('refuses an unknown state, an expired one, and an answer arriving in another browser', async () => {
    const shop = await ownShop();
    const { envelope, cookie } = await startFor(shop.id);
    const redirect = await agreeOnPage(envelope.data.url, shop.shop_id);
    const forged = new URL(redirect);
    forged.searchParams.set('state', 'A'.repeat(43));
    expect((await callback(forged, cookie)).outcome).toBe('state');
    // Another browser (no cookie, or another nonce): refused, and the state is spent.
    expect(await callback(redirect, '')).toMatchObject({ outcome: 'browser', shop: shop.id });
    expect((await callback(redirect, cookie)).outcome).toBe('state');

    const late = await startFor(shop.id, token, cookie);
    await t.ctx.db.update(captureAuthorizations).set({ expiresAt: new Date(Date.now() - 1000) });
    const lateRedirect = await agreeOnPage(late.envelope.data.url, shop.shop_id);
    expect((await callback(lateRedirect, cookie)).outcome).toBe('state');
    expect((await shopRow(shop.id)).accessTokenEnc).toBeNull();
  });

  it('refuses the answer once the session that asked has signed out', async () => {
    const session = await signIn(t.ctx, merchantId);
    const shop = await ownShop(session);
    const { envelope, cookie } = await startFor(shop.id, session);
    const redirect = await agreeOnPage(envelope.data.url, shop.shop_id);
    await t.call(ENDPOINTS.logout, undefined, { token: session });
    expect((await callback(redirect, cookie)).outcome).toBe('session');
    expect((await shopRow(shop.id)).accessTokenEnc).toBeNull();
  });

  it('never puts the tokens of another shop on this one', async () => {
    const shop = await ownShop();
    const other = await ownShop();
    // The other shop's owner agrees for the same app (the page lets them choose their shop).
    fake.addShop({ shopId: other.shop_id, appKey: shop.app_key, secret: 'own-secret-1' });
    const { envelope, cookie } = await startFor(shop.id);
    const redirect = await agreeOnPage(envelope.data.url, other.shop_id);
    expect(await callback(redirect, cookie)).toMatchObject({ outcome: 'shop', shop: shop.id });
    expect((await shopRow(shop.id)).accessTokenEnc).toBeNull();
  });

  it("authorizes a shop that uses the console's market app with that app", async () => {
    serial += 1;
    const body = { platform: 'pdd', name: '市场店', shop_id: `9200${serial}`, auth_mode: 'market' } as const;
    const saved = await t.call(ENDPOINTS.captureShopSave, body, { token });
    expect(saved.data?.shop).toMatchObject({ auth_mode: 'market', app_key: '', has_secret: false });
    fake.addShop({ shopId: body.shop_id, appKey: MARKET.key, secret: MARKET.secret });
    const { envelope, cookie } = await startFor(saved.data.shop.id);
    expect(envelope.data.url).toContain(MARKET.key);
    const redirect = await agreeOnPage(envelope.data.url, body.shop_id);
    expect((await callback(redirect, cookie)).outcome).toBe('done');
    const test = await t.call(ENDPOINTS.captureShopTest, { id: saved.data.shop.id }, { token });
    expect(test.data?.ok).toBe(true);
  });

  it('has no page for a shop whose token comes without it', async () => {
    for (const platform of ['doudian', 'gantanhao'] as const) {
      serial += 1;
      const body = { platform, name: `店${serial}`, shop_id: `9300${serial}`, app_key: 'k', secret: 's' };
      const saved = await t.call(ENDPOINTS.captureShopSave, body, { token });
      const { envelope } = await startFor(saved.data.shop.id);
      expect(envelope.code).toBe(Code.shopAuthorizeUnavailable);
    }
  });
});
