const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment the top-up calls answer (ISO, UTC) in the language on screen and the browser's zone:
 * `2026年11月26日 14:05`, `Nov 26, 2026, 2:05 PM`, `26 de nov. de 2026, 14:05`; '-' for none.
 */
export function formatTime(iso: string | null | undefined, language: string): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '-';
  let f = formatters.get(language);
  if (!f) {
    f = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(language, f);
  }
  return f.format(date);
}
