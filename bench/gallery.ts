// Image library benchmark, on PGlite and on PostgreSQL (when 127.0.0.1:5432 answers):
// 1. upload throughput and the server's peak memory for 200 images of about 1.5 MB sent through
//    /partner/_upload_img (20 requests of 10 files) to a server in its own process;
// 2. the library listing (/upload.file/index, first and a deep page, with and without a search)
//    with 10,000 images in one merchant, timed in-process through app.inject.
// Run: npm run bench:gallery -w @console/bench
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app';
import { loadServerConfig as loadConfig } from '../apps/server/src/server-config';
import { images, uploads } from '../apps/server/src/modules/gallery/tables';
import { freshPgDatabase, pgAvailable } from './postgres';
import { rssMb, startServer, stopServer } from './server-process';

/** A JPEG of noise (noise barely compresses), grown until it is about 1.5 MB. */
async function photo(): Promise<Buffer> {
  for (let w = 800; ; w += 40) {
    const h = Math.round((w * 3) / 4);
    const jpeg = await sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } })
      .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
      .toBuffer();
    if (jpeg.length >= 1.45 * 1048576) return jpeg;
  }
}

function multipart(files: Buffer[]) {
  const boundary = `----bench${Date.now()}`;
  const parts: Buffer[] = [];
  files.forEach((data, i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="p${i}.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  });
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="group_id"\r\n\r\n0\r\n--${boundary}--\r\n`,
    ),
  );
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

const peakRssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function uploadRun(databaseUrl: string | undefined, image: Buffer) {
  const port = 8300 + Math.floor(Math.random() * 500);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-gallery-'));
  const child = await startServer(
    {
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '1000000',
      JOBS_WORKER: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' } : {}),
    },
    port,
  );
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/login/dologin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: '13800000001', password: 'Demo@2026' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const idleMb = rssMb(child.pid!);
  const batch = multipart(Array.from({ length: 10 }, () => image));
  const started = performance.now();
  for (let r = 0; r < 20; r++) {
    const res = await fetch(`${base}/api/partner/_upload_img`, {
      method: 'POST',
      headers: { 'content-type': batch.type, token },
      body: batch.body,
    });
    const json = (await res.json()) as { code: number; msg: string };
    if (json.code !== 1) throw new Error(`upload failed: ${json.msg}`);
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = peakRssMb(child.pid!);
  await stopServer(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    'images/s': +(200 / seconds).toFixed(1),
    'MB/s in': +((200 * image.length) / 1048576 / seconds).toFixed(1),
    'total s': +seconds.toFixed(1),
    'idle RSS MB': Math.round(idleMb),
    'peak RSS MB': Math.round(peak),
  };
}

async function listingRun(databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-list-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    JOBS_WORKER: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp({ config });
  const db = app.ctx.db;
  const merchantId = 10001;
  for (let start = 0; start < 10_000; start += 1000) {
    const ups = await db
      .insert(uploads)
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          merchantId,
          storageKey: `img/${merchantId}/b${start + i}.jpg`,
          thumbKey: `img/${merchantId}/b${start + i}-t.webp`,
          fileName: `photo ${start + i}.jpg`,
          fileSize: 1_500_000,
          ext: 'jpg',
          width: 1100,
          height: 820,
        })),
      )
      .returning({ id: uploads.id });
    await db.insert(images).values(
      ups.map((u, i) => ({
        merchantId,
        uploadId: u.id,
        type: 1,
        groupId: (start + i) % 5,
        fileName: `photo ${start + i}.jpg`,
      })),
    );
  }
  const res = await app.inject({
    method: 'POST',
    url: '/api/login/dologin',
    payload: { account: '13800000001', password: 'Demo@2026' },
  });
  const token = res.json<{ data: { token: string } }>().data.token;
  const time = async (body: object) => {
    const samples: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      const r = await app.inject({
        method: 'POST',
        url: '/api/upload.file/index',
        payload: body,
        headers: { token },
      });
      if (r.json<{ code: number }>().code !== 1) throw new Error(r.body);
      samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    return `${samples[15]!.toFixed(1)} ms`;
  };
  const out = {
    'first page (all)': await time({ group_id: -1, page: 1, page_size: 20 }),
    'first page (a group)': await time({ group_id: 3, page: 1, page_size: 20 }),
    'page 400 of 20 (all)': await time({ group_id: -1, page: 400, page_size: 20 }),
    'search "photo 99"': await time({ group_id: -1, keyword: 'photo 99', page: 1, page_size: 20 }),
  };
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return out;
}

const image = await photo();
console.log(
  `image: ${(image.length / 1048576).toFixed(2)} MB JPEG, node ${process.version}, ${os.cpus().length} cores`,
);
const withPg = await pgAvailable();
const uploadsTable: Record<string, object> = { PGlite: await uploadRun(undefined, image) };
const listing: Record<string, object> = { PGlite: await listingRun(undefined) };
if (withPg) {
  uploadsTable.PostgreSQL = await uploadRun(await freshPgDatabase('bench_gallery_upload'), image);
  listing.PostgreSQL = await listingRun(await freshPgDatabase('bench_gallery_list'));
}
console.log('\n200 images through /partner/_upload_img (10 per request):');
console.table(uploadsTable);
console.log('\n/upload.file/index with 10,000 images in one merchant (median of 30, in-process):');
console.table(listing);
