import { createHash } from 'node:crypto';
import { searchHash } from '../../lib/personal-data';

/**
 * What an idempotency key stands for (decision 047): the batch's lines in their order, each number
 * by its keyed hash (the column `topup_items.phone_hash`, so the stored digest reveals no number)
 * and its face amount, and the batch it retries. Read from the checked lines, so the same content
 * written otherwise (spaces, +86, "50.00") is the same. Migration 0019 computed it for the batches
 * before it from their items with the same text; `batch-content.test.ts` holds the two together.
 */
export function batchContentHash(
  dataKey: Buffer,
  lines: readonly { phone: string; face: number }[],
  retryOf: number | null,
): string {
  const text = [`retry:${retryOf ?? ''}`, ...lines.map((l) => `${searchHash(dataKey, l.phone)}:${l.face}`)];
  return createHash('sha256').update(text.join('\n'), 'utf8').digest('hex');
}
