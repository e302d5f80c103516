/**
 * A fresh idempotency key for one opened request form: the server makes one request per key, so a
 * double click or a retry after a lost answer cannot debit twice. `crypto.randomUUID` exists only
 * in secure contexts (https, localhost); a console served over plain http on a LAN gets 128 random
 * bits from `getRandomValues`, which every context has.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
