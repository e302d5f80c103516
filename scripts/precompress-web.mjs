// Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the web build, once, at
// build time: the server (plugins/static-files.ts, `preCompressed`) then answers each request
// with the copy its Accept-Encoding asks for, at the highest levels, without compressing per
// request. Run by `npm run build -w @console/web` after `vite build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'dist');
const TEXT = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function* textFiles(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* textFiles(file);
    else if (TEXT.test(name)) yield file;
  }
}

let raw = 0;
let br = 0;
let gz = 0;
await Promise.all(
  [...textFiles(dist)].map(async (file) => {
    const body = readFileSync(file);
    const [b, g] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    // A copy that is not smaller is not written: the server then sends the file itself.
    if (b.length < body.length) writeFileSync(`${file}.br`, b);
    if (g.length < body.length) writeFileSync(`${file}.gz`, g);
    raw += body.length;
    br += Math.min(b.length, body.length);
    gz += Math.min(g.length, body.length);
  }),
);
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
console.log(
  `precompressed ${path.relative(process.cwd(), dist) || dist}: ${kb(raw)} → br ${kb(br)}, gzip ${kb(gz)}`,
);
