/**
 * A call's day (`YYYY-MM-DD`) in the language's date format (`list.date_format` of the common
 * texts: `YYYY-MM-DD`, `MM/DD/YYYY`, `DD/MM/YYYY`), by its digits: no Date, so no time zone can
 * move it to the day before.
 */
export function formatDay(day: string, format: string): string {
  const [y = '', m = '', d = ''] = day.split('-');
  return format.replace('YYYY', y).replace('MM', m).replace('DD', d);
}

/** The same without the year (a chart's axis): `MM-DD`, `MM/DD`, `DD/MM`. */
export function formatShortDay(day: string, format: string): string {
  const short = format.replace(/Y+[-/.]?|[-/.]?Y+/, '');
  return formatDay(day, short);
}
