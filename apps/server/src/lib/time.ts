const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * `YYYYMMDD` in `timeZone`: the day that starts every dated number (orders, complaints,
 * withdrawals), as the merchant's calendar reads it, never the UTC day.
 */
export const dayStamp = (date: Date, timeZone: string): string =>
  formatDateTime(date, timeZone).slice(0, 10).replaceAll('-', '');

const partsOf = (ms: number, timeZone: string): Record<string, string> => {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(ms)) parts[p.type] = p.value;
  return parts;
};

const DAY_MS = 86_400_000;
/** UTC days remembered per zone before the memory starts over (about 11 years of days). */
const DAYS_KEPT = 4_096;
/** Per zone, each UTC day's offset east of UTC in ms when it holds all day, else null. */
const dayOffsets = new Map<string, Map<number, number | null>>();

/** The zone's offset at `ms` as Intl reads it, in ms (whole seconds: a zone's old local mean time). */
function offsetAt(ms: number, timeZone: string): number {
  const p = partsOf(ms, timeZone);
  const wall = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The zone's offset over the whole UTC day of `ms`, or null when it changes that day. Read from
 * Intl at the day's first and last second: no zone changes its offset twice in a day and back.
 */
function dayOffset(ms: number, timeZone: string): number | null {
  let days = dayOffsets.get(timeZone);
  if (!days) dayOffsets.set(timeZone, (days = new Map<number, number | null>()));
  const day = Math.floor(ms / DAY_MS);
  let offset = days.get(day);
  if (offset === undefined) {
    const first = offsetAt(day * DAY_MS, timeZone);
    offset = first === offsetAt((day + 1) * DAY_MS - 1000, timeZone) ? first : null;
    if (days.size >= DAYS_KEPT) days.clear();
    days.set(day, offset);
  }
  return offset;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * `YYYY-MM-DD HH:mm:ss` in `timeZone`: how a merchant reads a time in a file or a list. Intl's
 * `formatToParts` costs about 3 µs a time, which a page of orders (two times a row) and an export
 * (a million rows) paid for every one: the zone's offset is read from Intl once per UTC day and
 * the time written from it, Intl itself writing only the times of a day whose offset changes.
 */
export const formatDateTime = (date: Date, timeZone: string): string =>
  formatInstant(date.getTime(), timeZone);

function formatInstant(ms: number, timeZone: string): string {
  const offset = Number.isNaN(ms) || ms < 0 ? null : dayOffset(ms, timeZone);
  if (offset === null) {
    const p = partsOf(ms, timeZone);
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
  }
  const t = new Date(ms + offset);
  return `${t.getUTCFullYear()}-${pad2(t.getUTCMonth() + 1)}-${pad2(t.getUTCDate())} ${pad2(t.getUTCHours())}:${pad2(t.getUTCMinutes())}:${pad2(t.getUTCSeconds())}`;
}

/**
 * The instant a merchant means by a local time "YYYY-MM-DD HH:mm" in `timeZone` (a form's input).
 * The zone's offset is read at the guess and once more at the answer (a daylight-saving change
 * between the two moves it).
 */
export function fromLocalTime(local: string, timeZone: string): Date {
  const asUtc = Date.parse(`${local.replace(' ', 'T')}:00Z`);
  let at = asUtc - offsetAt(asUtc, timeZone);
  at = asUtc - offsetAt(at, timeZone);
  return new Date(at);
}

// A timestamptz as both drivers give a raw query's column in a UTC session:
// `2026-05-01 04:34:56.123456+00` (the fraction has 0 to 6 digits).
const UTC_TEXT = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?\+00$/;

/**
 * A time as the API answers it, `2026-05-01T04:34:56.123Z` (milliseconds truncated, as a Date
 * keeps them). The database's UTC text is rewritten without a Date: parsing that form falls back
 * to V8's slow legacy parser, and a page of orders holds a hundred times (issue 21's list budget).
 */
export function isoTime(value: Date | string): string {
  if (typeof value === 'string' && UTC_TEXT.test(value)) {
    const fraction = value.length > 22 ? value.slice(20, -3) : '';
    return `${value.slice(0, 10)}T${value.slice(11, 19)}.${fraction.padEnd(3, '0').slice(0, 3)}Z`;
  }
  return new Date(value).toISOString();
}

export const isoTimeOrNull = (value: Date | string | null): string | null =>
  value === null ? null : isoTime(value);

/** The number written by the digits of `text` from `from` to `to`. */
function digitsAt(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i += 1) value = value * 10 + text.charCodeAt(i) - 48;
  return value;
}

/**
 * The whole second of the database's UTC text (`UTC_TEXT`): a local time shows no fraction.
 * (`digitsAt` stays a function of its own: a closure over the text made this five times slower.)
 */
function utcTextSecond(text: string): number {
  const [year, month, day] = [digitsAt(text, 0, 4), digitsAt(text, 5, 7), digitsAt(text, 8, 10)];
  const [hour, minute, second] = [digitsAt(text, 11, 13), digitsAt(text, 14, 16), digitsAt(text, 17, 19)];
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/**
 * A time from the database (a Date, or a raw query's UTC text) as a merchant reads it in a file or
 * a list, `YYYY-MM-DD HH:mm:ss` in `timeZone`. The text's digits are read as they stand: rewritten
 * as ISO and parsed into a Date it took 560 ns a time, read so 320 (a page of distribution orders
 * holds forty, a million rows of an export two or three million).
 */
export function localTime(value: Date | string, timeZone: string): string {
  if (typeof value === 'string' && UTC_TEXT.test(value)) return formatInstant(utcTextSecond(value), timeZone);
  return formatDateTime(value instanceof Date ? value : new Date(value), timeZone);
}

/** `localTime`, and null stays null (a file writes it as an empty cell). */
export const localTimeOrNull = (value: Date | string | null, timeZone: string): string | null =>
  value === null ? null : localTime(value, timeZone);
