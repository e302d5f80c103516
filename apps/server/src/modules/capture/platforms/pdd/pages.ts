import type { MalformedOrder, OrderPage, PlatformOrder } from '../platform';
import { type BatchDecrypt, type CipheredOrderRow, decryptRows, type PlatformCall, str } from '../pull-kit';
import {
  cancelledOrder,
  hiddenReceiver,
  PDD_HOLDER_FIELDS,
  type PddCipherField,
  pddOrder,
  type PddRow,
  readPddRow,
} from './orders';
import { PDD_CALL, PDD_DECRYPT_BATCH } from './protocol';

// What one pull does with each page of increment rows: a cancellation or refund passes at once
// (without a customer); an active order awaiting shipment gets its SIM card holder from the
// virtual information call, then every cipher of the page is opened in as few decrypt calls as
// the batch allows; an active order whose receiver the platform hides is put aside with why.

/** `pdd.open.decrypt.batch`: `data_list` of {data_tag, encrypted_data}; an item that failed has a non-zero `error_code`. */
const DECRYPT: BatchDecrypt<PddCipherField> = {
  method: PDD_CALL.decryptBatch,
  batchSize: PDD_DECRYPT_BATCH,
  asked: 'data_list',
  tag: 'data_tag',
  cipher: 'encrypted_data',
  answered: 'data_decrypt_list',
  clear: 'decrypted_data',
  failed: 'error_code',
  callName: PDD_CALL.decryptBatch,
  orderOf: pddOrder,
};

/** The row with its holder's ciphers added, or why it cannot have them. */
async function withHolder(
  row: PddRow,
  call: PlatformCall,
): Promise<CipheredOrderRow<PddCipherField> | MalformedOrder> {
  const info = await call(PDD_CALL.virtualInfo, { order_sn: row.platformOrderId });
  const holder = {} as Record<(typeof PDD_HOLDER_FIELDS)[number], string>;
  for (const field of PDD_HOLDER_FIELDS) holder[field] = str(info[field]);
  const empty = PDD_HOLDER_FIELDS.filter((field) => !holder[field]);
  if (empty.length) {
    return {
      platformOrderId: row.platformOrderId,
      updatedAt: row.updatedAt,
      reason: `${empty.join(' and ')} empty in ${PDD_CALL.virtualInfo}`,
    };
  }
  return { ...row, ciphers: { ...row.ciphers, ...holder } };
}

/**
 * The page handler of one pull. A row seen twice in one pull (a repeated page row, the overlap of
 * two window pieces) is passed on once; the same order with a later update time is a new row.
 * The holder's calls go one after another: the platform counts them against the shop's limit.
 */
export function pddPagePasser(
  call: PlatformCall,
  onPage: (page: OrderPage) => Promise<void>,
): (rawRows: unknown[]) => Promise<void> {
  const seen = new Set<string>();
  return async (rawRows) => {
    const malformed: MalformedOrder[] = [];
    const passed: PlatformOrder[] = [];
    const ciphered: CipheredOrderRow<PddCipherField>[] = [];
    for (const raw of rawRows) {
      const row = readPddRow(raw);
      const key = `${row.platformOrderId}@${row.updatedAt?.getTime() ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if ('reason' in row) {
        malformed.push(row);
      } else if (row.status === 'cancelled') {
        passed.push(cancelledOrder(row));
      } else {
        const hidden = hiddenReceiver(row, raw);
        if (hidden)
          malformed.push({ platformOrderId: row.platformOrderId, updatedAt: row.updatedAt, reason: hidden });
        else {
          const ready = await withHolder(row, call);
          if ('reason' in ready) malformed.push(ready);
          else ciphered.push(ready);
        }
      }
    }
    const read = ciphered.length ? await decryptRows(ciphered, DECRYPT, call) : { orders: [], malformed: [] };
    const orders = [...passed, ...read.orders].sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime());
    if (orders.length || malformed.length || read.malformed.length) {
      await onPage({ orders, malformed: [...malformed, ...read.malformed] });
    }
  };
}
