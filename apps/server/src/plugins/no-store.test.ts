import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, Code } from '@console/contract';
import { createTestApp, type TestApp } from '../test/test-app';
import { makeMerchant, signIn } from '../test/factories';
import { isApiRequest } from './security';

// Issue 40: an API answer may carry personal data, so no browser or proxy may keep one. The
// endpoint sweep checks every endpoint's answers; these are the answers outside it (the live
// stream's: event-stream.test.ts).
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
let t: TestApp;
let address = 0;
/** Each call from its own address, but for the one test that wants the per-address limit. */
const ip = () => `10.40.0.${++address}`;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
  fs.writeFileSync(path.join(dist, 'assets/app-1a2b.js'), 'export {};');
  t = await createTestApp({ WEB_DIST: dist, LOGIN_RATE_LIMIT_MAX: '2' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('Cache-Control: no-store', () => {
  it('is on an answer with personal data, a refusal, an unknown call, a wrong method and the bare /api', async () => {
    const merchant = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, merchant.id);
    const answers = [
      await t.inject({
        method: 'POST',
        url: `/api${ApiPath.accountCenter}`,
        headers: { token },
        payload: {},
        remoteAddress: ip(),
      }),
      await t.inject({
        method: 'POST',
        url: `/api${ApiPath.accountCenter}`,
        payload: {},
        remoteAddress: ip(),
      }),
      await t.inject({ method: 'POST', url: '/api/no/such/call', payload: {}, remoteAddress: ip() }),
      await t.inject({ method: 'GET', url: `/api${ApiPath.accountCenter}?x=1`, remoteAddress: ip() }),
      await t.inject({ method: 'POST', url: '/api', payload: {}, remoteAddress: ip() }),
    ];
    expect(answers[0]!.json<{ code: number }>().code).toBe(Code.ok);
    expect(answers[1]!.json<{ code: number }>().code).toBe(Code.sessionExpired);
    expect(answers[2]!.statusCode).toBe(404);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('is on a body refused before any route (not JSON, too many calls)', async () => {
    const ip = '10.40.7.1';
    const notJson = await t.inject({
      method: 'POST',
      url: `/api${ApiPath.login}`,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
      remoteAddress: ip,
    });
    expect(notJson.statusCode).toBe(415);
    expect(notJson.headers['cache-control']).toBe('no-store');
    const login = () =>
      t.inject({
        method: 'POST',
        url: `/api${ApiPath.login}`,
        payload: { account: 'a@b.c', password: 'x' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 4; i++) await login();
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['cache-control']).toBe('no-store');
  });

  it('is not on the web app’s files, which keep their own caching', async () => {
    const asset = await t.inject({ method: 'GET', url: '/merchant/assets/app-1a2b.js' });
    const page = await t.inject({ method: 'GET', url: '/merchant/' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('tells an API call from a file by its first segment', () => {
    for (const url of ['/api', '/api/', '/api/order/list', '/api?x=1']) expect(isApiRequest(url)).toBe(true);
    for (const url of ['/apis', '/merchant/api/x', '/files/api.png', '/store/api'])
      expect(isApiRequest(url)).toBe(false);
  });
});
