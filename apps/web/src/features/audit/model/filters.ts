import type { ListFilters } from '@/components/list-page';
import type { auditEndpoints } from '@console/contract';

/** The operation log's filter: the list call's payload but the page; empty values mean "all". */
export type LogFilters = ListFilters<typeof auditEndpoints.auditList>;

export const NO_FILTERS: LogFilters = { person: 'all', action: '', object: '', outcome: '' };
