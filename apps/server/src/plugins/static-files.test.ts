import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../plugins/config';
import { createTestApp, type TestApp } from '../test/test-app';

// A small web build, compressed by the same script as the real one (`npm run build -w @console/web`).
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: 'row ${i}' }`).join(', ')}];\n`;
const page = `<!doctype html><html><head><title>console</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;

let t: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), page);
  fs.writeFileSync(path.join(dist, 'assets/app-1a2b.js'), script);
  fs.writeFileSync(path.join(dist, 'assets/tiny-3c4d.css'), 'a{}');
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/precompress-web.mjs'), dist]);
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app is sent compressed', () => {
  it('sends Brotli to a browser that takes it, gzip to one that takes only gzip, the file to one that takes neither', async () => {
    const br = await get('/merchant/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get('/merchant/assets/app-1a2b.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/merchant/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Chosen by Accept-Encoding even when sent as is, so a shared cache must key on it too.
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends the page itself compressed, still revalidated on every load', async () => {
    const res = await get('/merchant/', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('sends a file that compression would not shrink as it is', async () => {
    expect(fs.existsSync(path.join(dist, 'assets/tiny-3c4d.css.br'))).toBe(false);
    const res = await get('/merchant/assets/tiny-3c4d.css', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('a{}');
  });
});
