import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../test/test-app';
import { apiAnswerHeaders, securityHeaders } from './security';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '5', AUTH_RATE_LIMIT_MAX: '3' });
});
afterAll(() => t.close());

describe('security', () => {
  it('answers a call with the API’s own headers: nothing loads or runs, nothing keeps it', async () => {
    const res = await t.inject({ method: 'GET', url: `/api${ApiPath.health}` });
    expect(res.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    });
    // A page's headers, and the flood guard's count of an answer that passed, are not sent.
    for (const name of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-xss-protection',
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-reset',
    ]) {
      expect(res.headers[name], name).toBeUndefined();
    }
  });

  it('serves a page of the web app with helmet’s headers and the console’s CSP', async () => {
    const res = await t.inject({ method: 'GET', url: '/merchant/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('sends the same headers with errors: an unknown path and a refused call', async () => {
    const missing = await t.inject({ method: 'POST', url: '/api/no/such/call', payload: {} });
    const refused = await t.inject({
      method: 'POST',
      url: `/api${ApiPath.login}`,
      payload: { account: 'a@b.c', password: 1 },
      remoteAddress: '10.2.0.9',
    });
    expect(missing.statusCode).toBe(404);
    expect(refused.json<{ code: number }>().code).toBe(Code.validation);
    for (const headers of [missing.headers, refused.headers]) {
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cache-control']).toBe('no-store');
    }
  });

  it('limits sign-in attempts per address with a 429 in the envelope', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      codes.push(
        (
          await t.call(
            ENDPOINTS.login,
            { account: 'a@b.c', password: 'x' },
            { ip: '10.2.0.1', lang: 'en-US' },
          )
        ).status,
      );
    }
    expect(codes.slice(0, 5).every((s) => s === 200)).toBe(true);
    const limited = await t.call(
      ENDPOINTS.login,
      { account: 'a@b.c', password: 'x' },
      { ip: '10.2.0.1', lang: 'en-US' },
    );
    expect(limited).toMatchObject({
      status: 429,
      code: Code.tooManyRequests,
      msg: 'Too many requests. Please try again later',
    });
    // A refusal tells the limit and when to come back.
    const again = await t.inject({
      method: 'POST',
      url: `/api${ApiPath.login}`,
      payload: { account: 'a@b.c', password: 'x' },
      remoteAddress: '10.2.0.1',
    });
    expect(again.statusCode).toBe(429);
    expect(again.headers['x-ratelimit-limit']).toBe('5');
    expect(again.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (await t.call(ENDPOINTS.login, { account: 'a@b.c', password: 'x' }, { ip: '10.2.0.2' })).status,
    ).toBe(200);
  });

  it('limits SMS sends per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await t.call(ENDPOINTS.sendRegisterVerify, { mobile: `1580000000${i}` }, { ip: '10.2.1.1' })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits the storefront’s codes, applications and lookups per address', async () => {
    // Empty payloads on purpose (the limit counts refusals too): untyped (t.post).
    for (const path of [ApiPath.storeSendCode, ApiPath.storeApply, ApiPath.storeLookup]) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await t.post(path, {}, { ip: '10.2.3.1' })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
  });

  it('answers the health check with the database state', async () => {
    const res = await t.inject({ method: 'GET', url: `/api${ApiPath.health}` });
    expect(res.json()).toEqual({ code: 1, msg: 'ok', data: { db: 'ok' } });
  });

  it('redirects / to the console', async () => {
    const res = await t.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/merchant/');
  });

  it('serves a stored image with a fixed type and nosniff, and refuses anything else', async () => {
    await t.ctx.storage.put('demo/a.png', Buffer.from('89504e47', 'hex'));
    const ok = await t.inject({ method: 'GET', url: '/files/demo/a.png' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.headers['content-security-policy']).toContain('sandbox');
    for (const url of [
      '/files/../secrets.json',
      '/files/demo/a.html',
      '/files/%2e%2e/secrets.json',
      '/files/demo/missing.png',
    ]) {
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('securityHeaders', () => {
  it('worked out once: HSTS only in production, the same CSP in both', () => {
    const production = securityHeaders({ NODE_ENV: 'production' });
    const development = securityHeaders({ NODE_ENV: 'development' });
    expect(production['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(development['Strict-Transport-Security']).toBeUndefined();
    expect(production['Content-Security-Policy']).toBe(development['Content-Security-Policy']);
    expect(production['X-Content-Type-Options']).toBe('nosniff');
  });

  it('gives an API answer the documents’ HSTS in production, and none in development', () => {
    const production = securityHeaders({ NODE_ENV: 'production' });
    expect(apiAnswerHeaders(production)['strict-transport-security']).toBe(
      production['Strict-Transport-Security'],
    );
    expect(apiAnswerHeaders(securityHeaders({ NODE_ENV: 'development' }))).not.toHaveProperty(
      'strict-transport-security',
    );
  });
});
