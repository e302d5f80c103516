import fs from 'node:fs';
import { createRequire } from 'node:module';
import v8 from 'node:v8';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase, pingDatabase } from './database';
import { PGLITE_V8_FLAGS, preparePglite, takePreparedPglite } from './pglite-assets';

describe('PGlite prepared ahead', () => {
  it("sets V8's WebAssembly flags before it compiles (decision 071)", async () => {
    const setFlags = vi.spyOn(v8, 'setFlagsFromString');
    // Node's global WebAssembly, which the project's type libraries (no DOM) do not declare.
    const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<unknown> } })
      .WebAssembly;
    const compile = vi.spyOn(wasm, 'compile');
    try {
      preparePglite();
      expect(PGLITE_V8_FLAGS).toContain('--liftoff-only');
      expect(setFlags.mock.calls.map(([flag]) => flag)).toEqual(PGLITE_V8_FLAGS);
      await takePreparedPglite();
      expect(compile).toHaveBeenCalledTimes(1);
      expect(setFlags.mock.invocationCallOrder.at(-1)!).toBeLessThan(compile.mock.invocationCallOrder[0]!);
    } finally {
      setFlags.mockRestore();
      compile.mockRestore();
    }
  });

  it('hands the compiled WebAssembly and the file bundle to the next open, once', async () => {
    preparePglite();
    const prepared = takePreparedPglite();
    const assets = await prepared;
    expect(Object.prototype.toString.call(assets?.pgliteWasmModule)).toBe('[object WebAssembly.Module]');
    // The bundle's bytes as the file holds them, handed over as PGlite reads them.
    const file = fs.readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.data'));
    expect(assets?.fsBundle.size).toBe(file.length);
    expect(Buffer.from(await assets!.fsBundle.arrayBuffer()).equals(file)).toBe(true);
    // Taken: nothing is kept for later opens.
    expect(takePreparedPglite()).toBeUndefined();
  });

  it('opens a working database with them, and the next without them', async () => {
    preparePglite();
    const first = await openDatabase({ kind: 'pglite' });
    expect(takePreparedPglite()).toBeUndefined(); // the open took them
    const second = await openDatabase({ kind: 'pglite' });
    try {
      expect(await pingDatabase(first.db)).toBe(true);
      expect(await pingDatabase(second.db)).toBe(true);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
