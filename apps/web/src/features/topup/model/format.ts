import { formatDateTime } from '@/lib/format';

/** A moment the top-up calls answer (ISO, UTC) in the language on screen and the browser's zone (lib/format); '-' for none. */
export const formatTime = (iso: string | null | undefined, language: string): string =>
  formatDateTime(iso, language);
