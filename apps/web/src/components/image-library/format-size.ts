import { formatUnit } from '@/lib/format';

/** A file size in the language on screen: `820 kB`, `1.4 MB` (Intl units, one decimal). */
export function formatFileSize(bytes: number, language: string): string {
  const mb = bytes >= 1024 * 1024;
  return formatUnit(bytes / (mb ? 1024 * 1024 : 1024), mb ? 'megabyte' : 'kilobyte', language);
}
