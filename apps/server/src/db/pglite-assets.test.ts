import { describe, expect, it } from 'vitest';
import { openDatabase, pingDatabase } from './database';
import { preparePglite, takePreparedPglite } from './pglite-assets';

describe('PGlite prepared ahead', () => {
  it('hands the compiled WebAssembly and the file bundle to the next open, once', async () => {
    preparePglite();
    const prepared = takePreparedPglite();
    const assets = await prepared;
    expect(Object.prototype.toString.call(assets?.pgliteWasmModule)).toBe('[object WebAssembly.Module]');
    expect(assets?.fsBundle.size).toBeGreaterThan(1_000_000);
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
