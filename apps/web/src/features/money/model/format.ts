import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/** Times come from the server as ISO strings and show in local time (lib/format); none shows as a dash. */
export const formatMoneyTime = (iso: string | null | undefined): string => formatDateTime(iso, i18n.language);

/**
 * Width of a time column: on a phone the time wraps under the date, so that the amount comes
 * into view without scrolling sideways.
 */
export const timeColumnWidth = (isMobile: boolean) => (isMobile ? 110 : 180);
