import dayjs from 'dayjs';

/** Times come from the server as ISO strings and show in local time; none shows as a dash. */
export const formatTime = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '-';
