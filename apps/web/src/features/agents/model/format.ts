import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/** Times come from the server as ISO strings and show in local time (lib/format); none shows as a dash. */
export const formatTime = (iso: string | null | undefined): string => formatDateTime(iso, i18n.language);
