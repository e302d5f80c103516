import type { Db } from '../db/database';
import { verifyLedger } from '../modules/money';
import type { Storage } from '../storage/storage';
import { referencedFileKeys } from './stored-files';
import { rowCounts } from './write-backup';

export interface DataCheck {
  ledger: { merchants: number; entries: number };
  files: { referenced: number; opened: number; bytes: number };
  counts: Record<string, number>;
  problems: string[];
}

/**
 * Proves a data folder whole: the ledger verifies, every file the database refers to opens and
 * reads to its end, and (given a manifest's counts) the tables hold as many rows as when copied.
 */
export async function checkData(db: Db, storage: Storage, expectedCounts?: Record<string, number>) {
  const problems: string[] = [];
  const ledger = await verifyLedger(db);
  for (const p of ledger.problems) problems.push(`ledger, merchant ${p.merchantId}: ${p.problem}`);

  const keys = await referencedFileKeys(db);
  let opened = 0;
  let bytes = 0;
  for (const key of keys) {
    try {
      const stream = await storage.open(key);
      if (!stream) {
        problems.push(`file ${key}: missing`);
        continue;
      }
      for await (const chunk of stream) bytes += (chunk as Buffer).length;
      opened += 1;
    } catch (error) {
      problems.push(`file ${key}: ${(error as Error).message}`);
    }
  }

  const counts = await rowCounts(db);
  for (const [table, expected] of Object.entries(expectedCounts ?? {})) {
    if (counts[table] !== expected)
      problems.push(`${table}: ${counts[table]} rows, the backup had ${expected}`);
  }
  const check: DataCheck = {
    ledger: { merchants: ledger.merchants, entries: ledger.entries },
    files: { referenced: keys.length, opened, bytes },
    counts,
    problems,
  };
  return check;
}
