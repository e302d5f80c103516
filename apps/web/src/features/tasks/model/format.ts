import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/** Task times are ISO strings from the server, shown in local time (lib/format). */
export const formatTaskTime = (iso: string | null): string => formatDateTime(iso, i18n.language, '');
