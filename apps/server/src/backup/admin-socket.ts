import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BackupManifest } from './manifest';
import { writeBackup } from './write-backup';

/** The server's local admin channel: a Unix socket in DATA_DIR, never a network port. */
export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

/** Whether a server answers at `socket` (a file left by a killed one does not). */
export function socketAnswers(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socket);
    probe.once('connect', () => {
      probe.end();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * Listens on DATA_DIR/admin.sock (mode 600: only the server's own user may ask) for
 * `POST /backup {"target": "/absolute/folder"}`, so `npm run backup` can have a running server
 * copy its embedded database, which no other process may open. Only with PGlite: PostgreSQL has
 * its own tools. Close it before the app: a backup under way still needs the database.
 */
export async function startAdminSocket(
  app: FastifyInstance,
): Promise<{ path: string; close(): Promise<void> } | null> {
  const { ctx } = app;
  if (!ctx.database.pglite) return null;
  const socket = adminSocketPath(ctx.config.DATA_DIR);
  if (await socketAnswers(socket)) {
    app.log.warn({ socket }, 'another server answers on the admin socket: not listening on it');
    return null;
  }
  await fs.rm(socket, { force: true });

  let running = false;
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/backup') return answer(404, { error: 'POST /backup only' });
    if (running) return answer(409, { error: 'a backup is already being written' });
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      let target: unknown;
      try {
        target = (JSON.parse(body) as { target?: unknown }).target;
      } catch {
        target = undefined;
      }
      if (typeof target !== 'string' || !path.isAbsolute(target)) {
        return answer(400, { error: 'target must be an absolute folder path' });
      }
      running = true;
      writeBackup(ctx.database, ctx.config.DATA_DIR, target)
        .then((manifest) => {
          app.log.info(
            {
              target,
              blockedMs: manifest.database.blockedMs,
              longestStallMs: manifest.database.longestStallMs,
            },
            'backup written',
          );
          answer(200, manifest);
        })
        .catch((error: Error) => {
          app.log.error({ err: error, target }, 'backup failed');
          answer(500, { error: error.message });
        })
        .finally(() => (running = false));
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, resolve);
    });
    await fs.chmod(socket, 0o600);
  } catch (error) {
    // A path too long for a socket (about 100 bytes) or a folder that cannot hold one: the
    // server runs on, and `npm run backup` then needs it stopped.
    server.close();
    app.log.warn({ err: error, socket }, 'no admin socket: backups need the server stopped');
    return null;
  }
  return {
    path: socket,
    // Waits for a backup under way (its connection stays open until it answers).
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fs.rm(socket, { force: true });
    },
  };
}

/** Asks the server listening at `socket` to write a backup into `target`. */
export function requestBackup(socket: string, target: string): Promise<BackupManifest> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath: socket, method: 'POST', path: '/backup' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        try {
          const parsed = JSON.parse(body) as BackupManifest & { error?: string };
          if (res.statusCode === 200) resolve(parsed);
          else reject(new Error(parsed.error ?? `the server answered ${res.statusCode}`));
        } catch {
          reject(new Error(`the server answered ${res.statusCode} without JSON: ${body.slice(0, 200)}`));
        }
      });
    });
    req.on('error', reject);
    req.setHeader('content-type', 'application/json');
    req.end(JSON.stringify({ target }));
  });
}
