import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppContext } from '../lib/context';
import { CONTENT_TYPES, STORAGE_KEY_PATTERN } from '../storage/storage';

const PUBLIC_FILE_EXTENSIONS = new Set(['png', 'jpg', 'gif', 'webp']);

/**
 * The built web app (/merchant/, the storefront's /store/ page and the redirects to them): files
 * read from disk, precompressed and cached, that never reach the database. The per-address flood
 * guard leaves them out (decision 042); the API keeps its own count.
 */
export const isStaticFileRequest = (url: string): boolean =>
  url === '/' || url === '/merchant' || url.startsWith('/merchant/') || url.startsWith('/store/');

/** The built web app at /merchant/, the storefront's page at /store/, and stored images at /files/. */
export async function registerStaticFiles(app: FastifyInstance, ctx: AppContext) {
  app.get('/', (_req, reply) => reply.redirect('/merchant/'));
  app.get('/merchant', (_req, reply) => reply.redirect('/merchant/'));

  const dist = ctx.config.WEB_DIST;
  if (fs.existsSync(path.join(dist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/merchant/',
      // The build writes a .br and a .gz beside each text file (scripts/precompress-web.mjs): each
      // request gets the one its Accept-Encoding prefers, with `Vary: accept-encoding`.
      preCompressed: true,
      // index.html must be revalidated so a new deploy is seen; hashed assets never change.
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The storefront (the promotion links of the goods list, the customers' order lookup): a page
    // of its own in the same build, small and public, at the address the links carry.
    app.get('/store/*', (_req, reply) => reply.sendFile('store.html'));
  } else {
    app.log.warn(`No built web app in ${dist}: run "npm run build -w @console/web" to serve /merchant/.`);
  }

  app.get('/files/*', { config: { rateLimit: false } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const ext = key.split('.').pop() ?? '';
    if (!STORAGE_KEY_PATTERN.test(key) || !PUBLIC_FILE_EXTENSIONS.has(ext)) {
      return reply.status(404).send();
    }
    const stream = await ctx.storage.open(key);
    if (!stream) return reply.status(404).send();
    // A stored file is only ever an image with a fixed type: never sniffed, never run as a page.
    return reply
      .header('content-type', CONTENT_TYPES[ext])
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(stream);
  });
}
