// What the console's server sends for a built file: the bytes on the wire and their encoding,
// asked as a browser asks. Node's fetch would undo the compression before we could count it, so
// this reads the raw response with node:http.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, stopServer } from './server-process';

export interface Served {
  bytes: number;
  /** `identity` when the server sent the file as it is. */
  encoding: string;
  vary: string;
}

export function fetchServed(port: number, file: string, acceptEncoding: string): Promise<Served> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: `/merchant/${file}`, headers: { 'accept-encoding': acceptEncoding } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`/merchant/${file} answered ${res.statusCode}`));
          return;
        }
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          resolve({
            bytes,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            vary: String(res.headers.vary ?? ''),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** Runs `work` against the console's server started on an empty embedded database. */
export async function withServer<T>(work: (port: number) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bundle-'));
  const port = 8800 + Math.floor(Math.random() * 400);
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' }, port);
  try {
    return await work(port);
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
