import fs from 'node:fs';
import { createRequire } from 'node:module';
import v8 from 'node:v8';

const require = createRequire(import.meta.url);

/** What `new PGlite` otherwise reads and compiles itself as it starts. */
export interface PgliteAssets {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

// Node's global WebAssembly, whose value the project's type libraries (no DOM) do not declare.
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
};

let prepared: Promise<PgliteAssets> | undefined;

/**
 * The file bundle as PGlite takes it: a Blob, of which it reads only `arrayBuffer()` (pglite
 * 0.5's `fsBundle ? fsBundle.arrayBuffer() : …`). A Blob made of the file's bytes copies them
 * in, and its `arrayBuffer()` reads them out again through a stream: 90–97 ms of CPU for the
 * 6 MB bundle on a 2-core machine against 22–23 ms for the file read alone, at every open. This
 * one hands over the bytes it was given, and tells their size. Anything else read of it (a
 * stream, a slice) is empty, so a PGlite that read the bundle otherwise would fail its first
 * open, not start wrong.
 */
class BundleBytes extends Blob {
  constructor(private readonly contents: ArrayBuffer) {
    super([]);
    // Blob's `size` is a getter on its prototype, which reads the (empty) parts given above.
    Object.defineProperty(this, 'size', { value: contents.byteLength });
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.contents);
  }
}

/** The bytes of `buffer` as an ArrayBuffer of their own (a file read at once has one already). */
const ownBytes = (buffer: Buffer): ArrayBuffer =>
  buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length
    ? (buffer.buffer as ArrayBuffer)
    : (buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.length) as ArrayBuffer);

/**
 * V8's flags for PGlite's WebAssembly in `npm start`'s processes (decision 071): its baseline
 * compiler only. By default V8 also recompiles the hot functions of Postgres' 9 MB of WebAssembly
 * with its optimising compiler on background threads, and a start made it do that for most of
 * them: opening a seeded folder took 0.8–1.1 s of CPU and 200–220 MB resident instead of
 * 0.4–0.5 s and 135 MB, and the demo seed 9.2 s of CPU instead of 6.6 s. Queries then run on
 * the baseline code, measured 1.0–1.5× as long on the demo's 5,000 orders; data that makes that
 * matter belongs on PostgreSQL. Set before anything compiles WebAssembly: it applies to modules
 * compiled afterwards.
 */
export const PGLITE_V8_FLAGS = ['--liftoff-only'];

/**
 * Starts reading PGlite's file bundle and compiling its WebAssembly for the next embedded open
 * (`openDatabase`): V8 compiles on threads of its own, so a process that starts this first (the
 * server's entry, the seeding child) has it ready by the time it opens, instead of PGlite
 * waiting for it: 0.29–0.36 s → 0.22–0.30 s per open on a 2-core machine (decision 034). It sets
 * `PGLITE_V8_FLAGS` first.
 */
export function preparePglite(): void {
  for (const flag of PGLITE_V8_FLAGS) v8.setFlagsFromString(flag);
  prepared ??= Promise.all([
    fs.promises.readFile(require.resolve('@electric-sql/pglite/pglite.wasm')).then((b) => wasm.compile(b)),
    fs.promises
      .readFile(require.resolve('@electric-sql/pglite/pglite.data'))
      .then((b) => new BundleBytes(ownBytes(b))),
  ]).then(([pgliteWasmModule, fsBundle]) => ({ pgliteWasmModule, fsBundle }));
  // A failure shows when the open takes it; not before.
  prepared.catch(() => {});
}

/** The prepared assets, once: a later open reads them again, as PGlite would (nothing kept). */
export function takePreparedPglite(): Promise<PgliteAssets> | undefined {
  const taken = prepared;
  prepared = undefined;
  return taken;
}
