import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './chunk-errors';
import { classifyChunkFailure, diagnoseChunkFailure, failedChunkUrl } from './chunk-failure';

const index = (entry: string) =>
  `<script type="module" crossorigin src="/merchant/assets/${entry}"></script>`;
const chunk = 'http://localhost/merchant/assets/order-list-page-B1x.js';
const importFailed = new TypeError(`Failed to fetch dynamically imported module: ${chunk}`);

/** The diagnosis with a file that answers `status` (or nothing) and a server serving `served`. */
const diagnose = (cause: unknown, status: number | 'no-answer', served = 'index-A.js') =>
  diagnoseChunkFailure(cause, {
    fetchFile: vi.fn(async () => {
      if (status === 'no-answer') throw new TypeError('Failed to fetch');
      return status;
    }),
    fetchIndex: async () => index(served),
    running: 'index-A.js',
  });

describe('a failed chunk says what happened (issue 39, defect 2)', () => {
  it('finds the failed file in what Chromium, Gecko and Vite say, and in an element url', () => {
    expect(failedChunkUrl(importFailed)).toBe(chunk);
    expect(failedChunkUrl(new Error('Unable to preload CSS for /merchant/assets/a-1.css'))).toBe(
      '/merchant/assets/a-1.css',
    );
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedChunkUrl(`${chunk}?v=2`)).toBe(`${chunk}?v=2`);
  });

  it('is a new version only when the file is gone and another build is served', async () => {
    expect(await diagnose(importFailed, 404, 'index-B.js')).toBe('new-version');
    expect(await diagnose(importFailed, 404, 'index-A.js')).toBe('server');
  });

  it('is not a new version when the file was refused, failed or lost, whatever the index says', async () => {
    // The 429 of the shared rate limit, with its JSON body, is what the user used to get.
    expect(await diagnose(importFailed, 429, 'index-B.js')).toBe('busy');
    expect(await diagnose(importFailed, 503, 'index-B.js')).toBe('server');
    expect(await diagnose(importFailed, 'no-answer', 'index-B.js')).toBe('network');
    expect(await diagnose(importFailed, 200)).toBe('network');
    expect(
      await diagnose(new ChunkLoadError('Chunk load timed out after 120000 ms'), 404, 'index-B.js'),
    ).toBe('network');
  });

  it('without the file’s address, lets the served build decide', async () => {
    const webkit = new TypeError('Importing a module script failed.');
    expect(await diagnose(webkit, 404, 'index-B.js')).toBe('new-version');
    expect(await diagnose(webkit, 404, 'index-A.js')).toBe('network');
    expect(
      await diagnoseChunkFailure(webkit, {
        fetchIndex: () => Promise.reject(new TypeError('Failed to fetch')),
        running: 'index-A.js',
      }),
    ).toBe('network');
  });

  it('classifies every answer the same way as the diagnosis', () => {
    expect(classifyChunkFailure(429, true)).toBe('busy');
    expect(classifyChunkFailure(500, true)).toBe('server');
    expect(classifyChunkFailure('no-answer', true)).toBe('network');
    expect(classifyChunkFailure(404, true)).toBe('new-version');
    expect(classifyChunkFailure(null, false)).toBe('network');
  });
});
