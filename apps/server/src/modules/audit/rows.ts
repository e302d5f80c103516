import type { AuditRecord } from '@console/contract';
import { isoTime } from '../../lib/time';
import type { AuditRow } from './queries';

export const toAuditRecord = (r: AuditRow): AuditRecord => ({
  id: r.id,
  create_time: isoTime(r.createdAt),
  staff_id: r.staffId,
  actor_name: r.actorName,
  endpoint: r.endpoint,
  route: r.route,
  action: r.action,
  object: r.object,
  summary: r.summary,
  outcome: r.outcome,
  code: r.code,
  ip: r.ip,
  device: r.userAgent,
});
