import type { AuditFilter, AuditListResult, Language, PayloadOut, auditEndpoints } from '@console/contract';
import { createExportTask } from '../../jobs/export-tasks';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { Actor } from './scope';
import { auditPage, countAudit, isTeamMember, teamPeople } from './queries';
import { toAuditRecord } from './rows';
import { pageWindow } from '../../db/list-page';

export const AUDIT_EXPORT_KIND = 'audit_records';

/**
 * Whose records the caller reads: a staff member only their own, whatever the filter says; the
 * owner anyone's of the team (a staff id of another merchant is not found).
 */
async function narrowed(ctx: AppContext, session: Actor, person: AuditFilter['person']) {
  // Another merchant's member is not found, for the owner and a member alike; a member then sees
  // their own records whatever person they asked for.
  if (typeof person === 'number' && !(await isTeamMember(ctx.db, session.merchantId, person))) {
    throw notFound();
  }
  return session.staffId ?? person;
}

export async function auditList(
  ctx: AppContext,
  session: Actor,
  payload: PayloadOut<typeof auditEndpoints.auditList>,
): Promise<AuditListResult> {
  const filter = { ...payload, person: await narrowed(ctx, session, payload.person) };
  const tz = ctx.config.TIME_ZONE;
  const [rows, total, staff] = await Promise.all([
    auditPage(ctx.db, session.merchantId, filter, tz, pageWindow(payload)),
    countAudit(ctx.db, session.merchantId, filter, tz),
    teamPeople(ctx.db, session.merchantId, session.staffId ?? undefined),
  ]);
  const people =
    session.staffId === null
      ? [{ staff_id: null, name: '' }, ...staff.map((s) => ({ staff_id: s.id, name: s.name }))]
      : staff.map((s) => ({ staff_id: s.id, name: s.name }));
  return { list: rows.map(toAuditRecord), total, people };
}

export async function auditExport(
  ctx: AppContext,
  session: Actor,
  payload: PayloadOut<typeof auditEndpoints.auditExport>,
  lang: Language,
) {
  const { task_name, ...filter } = payload;
  const query = { ...filter, person: await narrowed(ctx, session, filter.person) };
  return createExportTask(ctx, session.merchantId, AUDIT_EXPORT_KIND, query, task_name, lang);
}
