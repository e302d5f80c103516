import {
  formatCents,
  parseCents,
  type TopupBatch,
  type TopupItem,
  type TopupPreviewLine,
} from '@console/contract';

/**
 * One line of a batch being made: what the merchant typed (or the sheet held). The server checks
 * and prices the lines (`/topup/preview`); the draft keeps them so that a line can be fixed or
 * dropped and the whole checked again, and sends them as they are when submitted.
 */
export interface DraftLine {
  phone: string;
  amount: string;
}

/** The lines of a preview, as the draft keeps them (the numbers as the server read them). */
export const draftOf = (lines: readonly TopupPreviewLine[]): DraftLine[] =>
  lines.map((l) => ({ phone: l.phone, amount: l.amount }));

/** A line as text the preview reads back (`phone amount`): characters that would split it go. */
const clean = (value: string) => value.replace(/[\s,;，；]+/g, '');

/**
 * The draft as pasted text, one line each and none empty, so that the preview answers one line per
 * draft line, in order: an emptied line reads as `-` and a line without number as `- 50` (both an
 * invalid number, to be fixed or dropped).
 */
export function textOf(lines: readonly DraftLine[]): string {
  return lines.map(({ phone, amount }) => `${clean(phone) || '-'} ${clean(amount)}`.trimEnd()).join('\n');
}

/** The draft (or its checks) with line `index` replaced. */
export const replaceLine = <T>(lines: readonly T[], index: number, line: T): T[] =>
  lines.map((l, i) => (i === index ? line : l));

/** The draft (or its checks) without line `index`. */
export const dropLine = <T>(lines: readonly T[], index: number): T[] => lines.filter((_, i) => i !== index);

/** The draft without the lines the preview (one line per draft line, in order) found in error. */
export const dropInvalid = (
  lines: readonly DraftLine[],
  preview: readonly (TopupPreviewLine | undefined)[],
): DraftLine[] => lines.filter((_, i) => !preview[i]?.error);

/**
 * How much the balance is short of the batch's price, as a two-place string, or null when it
 * covers it (exact to the cent: the contract's `parseCents`, never floats).
 */
export function shortBy(balance: string, price: string): string | null {
  const have = parseCents(balance);
  const need = parseCents(price);
  if (have === undefined || need === undefined || need <= have) return null;
  return formatCents(need - have);
}

/** The part of a batch's items settled (succeeded or failed), 0–100, whole. */
export function progressOf(batch: Pick<TopupBatch, 'item_count' | 'succeeded' | 'failed'>): number {
  if (batch.item_count <= 0) return 100;
  return Math.floor(((batch.succeeded + batch.failed) * 100) / batch.item_count);
}

/** Whether a list holds a batch still processing (the list then asks again every few seconds). */
export const anyProcessing = (batches: readonly Pick<TopupBatch, 'status'>[] | undefined) =>
  (batches ?? []).some((b) => b.status === 'processing');

/** Whether a page of items holds one not settled yet (pending or recharging): it is asked again. */
export const anyUnsettled = (items: readonly Pick<TopupItem, 'status'>[] | undefined) =>
  (items ?? []).some((i) => i.status === 'pending' || i.status === 'recharging');
