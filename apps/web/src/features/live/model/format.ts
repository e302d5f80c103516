import type { CreditKind, LiveOrderRow } from '@console/contract';
import { formatDateTime, formatPercent } from '@/lib/format';

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A time the live calls answer as the merchants' wall clock ("2026-11-25 20:00", with or without
 * seconds), as a Date of the same wall clock: the screen shows the hour the merchant typed, whatever
 * the browser's zone. Null when it is not such a text.
 */
export function parseLocalTime(text: string | null | undefined): Date | null {
  const parts = text ? LOCAL_TIME.exec(text.trim()) : null;
  if (!parts) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new Date(year, month - 1, day, hour, minute, second);
  // 2026-02-30 would roll over to March: not a time the server writes.
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A wall-clock time in the language on screen (lib/format); '-' for none. */
export const formatLocalTime = (text: string | null | undefined, language: string): string =>
  formatDateTime(parseLocalTime(text), language);

/** An anchor's rate ("12.50", a percentage) in the language on screen: `12.5%`, `12,5 %`. */
export function formatRate(rate: string, language: string): string {
  const value = Number(rate);
  return Number.isFinite(value) ? formatPercent(value / 100, language) : '-';
}

/** How a live order came to its anchor: by the author id it carries, the session on duty, or not at all. */
export const creditOf = (row: Pick<LiveOrderRow, 'credited_by'>): CreditKind | 'none' =>
  row.credited_by ?? 'none';
