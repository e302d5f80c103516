import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const dist = new URL('../../apps/web/dist/', import.meta.url);

/** Every text file of the build that a compressed copy makes smaller (the others are sent as they are). */
function compressible(): string[] {
  const files = fs.readdirSync(new URL('assets/', dist)).filter((f) => /\.(js|css)$/.test(f));
  return files
    .filter((f) => {
      const body = fs.readFileSync(new URL(`assets/${f}`, dist));
      return gzipSync(body, { level: 9 }).length < body.length;
    })
    .map((f) => `assets/${f}`);
}

test('the browser receives the sign-in page and its files in Brotli from the server itself', async ({
  page,
}) => {
  const received: { url: string; encoding: string | undefined }[] = [];
  page.on('response', (res) => {
    if (/\/merchant\/(assets\/.+\.(js|css))?$/.test(new URL(res.url()).pathname)) {
      received.push({ url: res.url(), encoding: res.headers()['content-encoding'] });
    }
  });
  await page.goto('#/auth/login');
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  const worthCompressing = new Set(compressible());
  const expected = received.filter((r) => {
    const path = new URL(r.url).pathname.replace('/merchant/', '');
    return path === '' || worthCompressing.has(path);
  });
  expect(expected.length).toBeGreaterThan(5);
  expect(expected.filter((r) => r.encoding !== 'br')).toEqual([]);
});

test('every built script and stylesheet answers in the encoding asked for', async ({ request }) => {
  const files = compressible();
  expect(files.length).toBeGreaterThan(50);
  for (const file of files) {
    for (const [asked, sent] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await request.get(file, { headers: { 'accept-encoding': asked } });
      expect(res.status(), file).toBe(200);
      expect(`${file} ${res.headers()['content-encoding']}`).toBe(`${file} ${sent}`);
      expect(res.headers().vary, file).toMatch(/accept-encoding/i);
    }
  }
});
