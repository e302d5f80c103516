import { eq } from 'drizzle-orm';
import type {
  InviteResult,
  Language,
  SubMerchantFilter,
  SubMerchantOptionsResult,
  agentsEndpoints,
} from '@console/contract';
import { isUniqueViolation } from '../../db/sql-helpers';
import { createExportTask } from '../../jobs/export-tasks';
import type { AppContext, ServiceOf } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { inviteUrl, newInviteCode, revokeAllSessions } from '../auth';
import { merchants } from '../auth/tables';
import { SUB_MERCHANT_EXPORT_KIND } from './exporters';
import { toSubMerchantRow } from './rows';
import {
  countWithInviteCode,
  descendantsOf,
  findSubMerchant,
  periodCommissions,
  subMerchantPage,
} from './sub-merchant-queries';
import { pageWindow } from '../../db/list-page';

export const agentSubList: ServiceOf<typeof agentsEndpoints.agentSubList> = async (ctx, agentId, q) => {
  const tz = ctx.config.TIME_ZONE;
  const [rows, { total, inviteCode }] = await Promise.all([
    subMerchantPage(ctx.db, agentId, q, tz, pageWindow(q)),
    countWithInviteCode(ctx.db, agentId, q, tz),
  ]);
  const withPeriod = Boolean(q.period_start || q.period_end);
  const period = withPeriod
    ? await periodCommissions(
        ctx.db,
        agentId,
        rows.map((r) => r.id),
        { start_date: q.period_start, end_date: q.period_end },
        tz,
      )
    : null;
  return {
    list: rows.map((r) => toSubMerchantRow(r, tz, period ? (period.get(r.id) ?? '0') : null)),
    total,
    invite_code: inviteCode ?? '',
    invite_url: inviteCode === null ? '' : inviteUrl(ctx.config.PUBLIC_URL, inviteCode),
  };
};

/**
 * Enables or disables a direct sub-merchant. Disabled: it cannot sign in (its sessions end now)
 * and its promotion links take no orders; its orders go on and still settle. Enabled again, it is
 * active if it had been activated, else back to waiting for its activation.
 */
export const agentSubStatus: ServiceOf<typeof agentsEndpoints.agentSubStatus> = async (ctx, agentId, p) => {
  return ctx.db.transaction(async (tx) => {
    const sub = await findSubMerchant(tx, agentId, p.id);
    if (!sub) throw notFound();
    const status = p.status === 'disabled' ? 'disabled' : sub.activatedAt ? 'active' : 'inactive';
    await tx.update(merchants).set({ status, updatedAt: new Date() }).where(eq(merchants.id, sub.id));
    if (status === 'disabled') await revokeAllSessions(tx, { merchantId: sub.id });
    return { id: sub.id, status };
  });
};

/** A new invite code for the agent: the old link stops working at once. */
export async function agentInviteRenew(ctx: AppContext, agentId: number): Promise<InviteResult> {
  for (let attempt = 0; ; attempt += 1) {
    const code = newInviteCode();
    try {
      // In a transaction: its audit record commits with it (decision 054).
      await ctx.db.transaction((tx) =>
        tx
          .update(merchants)
          .set({ inviteCode: code, updatedAt: new Date() })
          .where(eq(merchants.id, agentId)),
      );
      return { invite_code: code, invite_url: inviteUrl(ctx.config.PUBLIC_URL, code) };
    } catch (error) {
      // 32^8 codes: a collision is rare, two in a row rarer still.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export async function subMerchantOptions(
  ctx: AppContext,
  agentId: number,
): Promise<SubMerchantOptionsResult> {
  const rows = await descendantsOf(ctx.db, agentId);
  return { list: rows.map((r) => ({ id: r.id, store_name: r.storeName, level: r.level })) };
}

export const agentSubExport = (
  ctx: AppContext,
  agentId: number,
  q: SubMerchantFilter & { task_name: string },
  lang: Language,
) => {
  const { task_name, ...filter } = q;
  return createExportTask(ctx, agentId, SUB_MERCHANT_EXPORT_KIND, filter, task_name, lang);
};
