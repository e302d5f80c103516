import { defineEndpoints } from '../endpoint';
import type * as Tasks from '../tasks/schemas';
import type * as S from './schemas';

/**
 * The operation log: every member may open it (`everyMember`); the owner reads the whole team's
 * records, a staff member only their own whatever the filter says.
 */
export const auditEndpoints = defineEndpoints<typeof S & typeof Tasks>()({
  auditList: {
    reads: 'replica-ok',
    path: '/account/log',
    route: 'AccountLog',
    payload: 'AuditListPayload',
    result: 'AuditListResult',
  },
  auditExport: {
    path: '/account/logExport',
    route: 'AccountLog',
    grant: 'export',
    payload: 'AuditExportPayload',
    result: 'ExportResult',
  },
});
