import dayjs from 'dayjs';

/** Task times are ISO strings from the server, shown in local time. */
export const formatTaskTime = (iso: string | null): string =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '';
