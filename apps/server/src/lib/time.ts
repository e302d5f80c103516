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

/** `YYYY-MM-DD HH:mm:ss` in `timeZone`: how a merchant reads a time in a file. */
export function formatDateTime(date: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(date)) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * The instant a merchant means by a local time "YYYY-MM-DD HH:mm" in `timeZone` (a form's input).
 * The zone's offset is read at the guess and once more at the answer (a daylight-saving change
 * between the two moves it).
 */
export function fromLocalTime(local: string, timeZone: string): Date {
  const asUtc = Date.parse(`${local.replace(' ', 'T')}:00Z`);
  const offsetAt = (at: number) =>
    Date.parse(`${formatDateTime(new Date(at), timeZone).replace(' ', 'T')}Z`) - Math.floor(at / 1000) * 1000;
  let at = asUtc - offsetAt(asUtc);
  at = asUtc - offsetAt(at);
  return new Date(at);
}
