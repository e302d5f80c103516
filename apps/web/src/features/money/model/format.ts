import dayjs from 'dayjs';

/** Times come from the server as ISO strings and show in local time; none shows as a dash. */
export const formatMoneyTime = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '-';

/**
 * Width of a time column: on a phone the time wraps under the date, so that the amount comes
 * into view without scrolling sideways.
 */
export const timeColumnWidth = (isMobile: boolean) => (isMobile ? 110 : 180);
