import type { AuditOutcome, TeamAction } from '@console/contract';

/** The operation log's filter as the list call takes it; empty values mean "all". */
export interface LogFilters {
  /** 'all', 'owner' or a staff member's id. */
  person: 'all' | 'owner' | number;
  action: TeamAction | '';
  object: string;
  outcome: AuditOutcome | '';
  start_date?: string;
  end_date?: string;
}

export const NO_FILTERS: LogFilters = { person: 'all', action: '', object: '', outcome: '' };
