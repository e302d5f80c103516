const cache = new Map<string, Intl.NumberFormat>();

/** A file size in the language on screen: `820 kB`, `1.4 MB` (Intl units, one decimal). */
export function formatFileSize(bytes: number, language: string): string {
  const mb = bytes >= 1024 * 1024;
  const unit = mb ? 'megabyte' : 'kilobyte';
  const id = `${language}|${unit}`;
  let f = cache.get(id);
  if (!f) {
    f = new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 });
    cache.set(id, f);
  }
  return f.format(bytes / (mb ? 1024 * 1024 : 1024));
}
