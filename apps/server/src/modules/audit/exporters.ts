import { auditFilter } from '@console/contract';
import { defineExporter, type ExportColumn } from '../../jobs/exporters';
import { translate } from '../../lib/i18n';
import { localTimeOrNull } from '../../lib/time';
import { auditPageAfter, type AuditRow, countAudit, isTeamMember } from './queries';
import { AUDIT_EXPORT_KIND } from './service';

const col = (key: string, width: number, value: ExportColumn<AuditRow>['value']): ExportColumn<AuditRow> => ({
  header: `export.audit.${key}`,
  width,
  value,
});

/**
 * The operation log as filtered on screen. The query's person is already narrowed by the service
 * (a staff member's export holds only their own records).
 */
export const auditExporter = defineExporter({
  kind: AUDIT_EXPORT_KIND,
  query: auditFilter,
  sheet: 'export.audit.sheet',
  columns: [
    col('time', 20, (r, env) => localTimeOrNull(r.createdAt, env.timeZone) ?? ''),
    col('person', 16, (r, env) =>
      r.staffId === null ? `${r.actorName} (${translate(env.lang, 'audit.owner')})` : r.actorName,
    ),
    col('action', 12, (r, env) => translate(env.lang, `audit.action.${r.action}`)),
    col('endpoint', 22, (r) => r.endpoint),
    col('object', 24, (r) => r.object),
    col('summary', 50, (r) => r.summary),
    col('outcome', 10, (r, env) => translate(env.lang, `audit.outcome.${r.outcome}`)),
    col('code', 8, (r) => r.code),
    col('ip', 16, (r) => r.ip),
    col('device', 40, (r) => r.userAgent),
  ],
  count: (ctx, merchantId, q) => countAudit(ctx.db, merchantId, q, ctx.config.TIME_ZONE),
  fetchPage: (ctx, merchantId, q, after: AuditRow | null, limit) =>
    auditPageAfter(ctx.db, merchantId, q, ctx.config.TIME_ZONE, after?.id ?? null, limit),
  ids: { person: (ctx, merchantId, id) => isTeamMember(ctx.db, merchantId, id) },
});
