import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 39, defect 2: a page load fetches some 35 files, so about 17 fresh loads from one address
// used to spend the whole per-address API allowance and the next lazy chunk was answered 429.
const API_MAX = 5;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-limit-'));

let t: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
  fs.writeFileSync(path.join(dist, 'store.html'), '<!doctype html><title>store</title>');
  fs.writeFileSync(path.join(dist, 'assets/page-1a2b.js'), 'export const page = 1;\n');
  t = await createTestApp({ WEB_DIST: dist, RATE_LIMIT_MAX: String(API_MAX) });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const getFile = (url: string) => t.inject({ method: 'GET', url, remoteAddress: '192.0.2.7' });
const apiCall = () => t.call(ENDPOINTS.logout, undefined, { ip: '192.0.2.7' });

describe('static files and API calls are limited separately', () => {
  it('serves every file of many page loads without spending the API allowance, and still after it is spent', async () => {
    const files = ['/merchant/', '/merchant/index.html', '/merchant/assets/page-1a2b.js', '/store/lookup'];
    for (let load = 0; load < API_MAX * 3; load++) {
      for (const url of files) expect((await getFile(url)).statusCode, url).toBe(200);
    }
    // The API allowance is whole: exactly API_MAX calls pass, the next one is refused.
    const answers = [];
    for (let call = 0; call <= API_MAX; call++) answers.push(await apiCall());
    expect(answers.slice(0, API_MAX).map((a) => a.code)).not.toContain(Code.tooManyRequests);
    expect(answers[API_MAX]).toMatchObject({ status: 429, code: Code.tooManyRequests });

    // A chunk asked for after the API refused this address still arrives, as the script it is.
    const chunk = await getFile('/merchant/assets/page-1a2b.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['content-type']).toMatch(/javascript/);
  });
});
