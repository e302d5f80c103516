import type { CaptureShop } from '@console/contract';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A date and time in the language on screen (`2025/3/4 14:05`, `Mar 4, 2025, 2:05 PM`); '-' for none. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  let f = formatters.get(language);
  if (!f) {
    f = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(language, f);
  }
  return f.format(date);
}

/** How often the shop list is asked again while a sync is queued or running (its progress moves). */
export const SYNC_POLL_MS = 2500;

/** Poll while any shop's sync is under way; stop once all are idle. */
export const syncPollInterval = (shops: readonly CaptureShop[] | undefined): number | false =>
  shops?.some((shop) => shop.sync_state !== 'idle') ? SYNC_POLL_MS : false;
