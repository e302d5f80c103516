import {
  type Language,
  PARTNER_TRANSFER_NOTICES,
  type ReadTransferRecordResult,
  type TransferDetail,
  type TransferNoticeResult,
  type transferEndpoints,
} from '@console/contract';
import { forbidden, notFound } from '../../lib/errors';
import type { AppContext, ServiceOf } from '../../lib/context';
import { translate } from '../../lib/i18n';
import {
  countConfigs,
  findConfig,
  listConfigRows,
  listEntries,
  listUnreadNotices,
  markNoticeRead,
  partnerHasNotice,
  storeSwitch,
} from './queries';
import { pageAnswer, pageWindow } from '../../db/list-page';

/** Who asks: a merchant sees its partner's configurations through its own switches. */
export interface Asker {
  merchantId: number;
  partnerId: number;
}

/** Pop-ups shown at one layout load at most; the rest come after these are confirmed. */
const NOTICES_PER_LOAD = 20;

const flag = (open: boolean): 0 | 1 => (open ? 1 : 0);

export const transferList: ServiceOf<typeof transferEndpoints.transferList, Asker> = async (
  ctx,
  who,
  page,
) => {
  return pageAnswer(
    listConfigRows(ctx.db, who.partnerId, who.merchantId, pageWindow(page)),
    countConfigs(ctx.db, who.partnerId),
    (r) => ({
      id: r.config.id,
      is_open: flag(r.isOpen),
      goods_id: r.config.goodsId,
      entry_count: r.entryCount,
      update_time: r.config.updatedAt.toISOString(),
      trans: { goods_name: r.goodsName, goods_desc: r.goodsDesc, title: r.config.title },
    }),
  );
};

/** Switches the configuration for this merchant only; another partner's: not found. */
export const transferChangeOpen: ServiceOf<typeof transferEndpoints.transferChangeOpen, Asker> = async (
  ctx,
  who,
  payload,
) => {
  // The check and the write in one transaction, with the call's audit record.
  await ctx.db.transaction(async (tx) => {
    if (!(await findConfig(tx, who.partnerId, who.merchantId, { id: payload.id }))) throw notFound();
    await storeSwitch(tx, who.merchantId, payload.id, payload.is_open === 1);
  });
  return { id: payload.id, is_open: payload.is_open };
};

/** The mind map of a configuration, found by its id or its source goods; the reasons translated. */
export async function goodsTransferDetail(
  ctx: AppContext,
  who: Asker,
  by: { id: number } | { goodsId: number },
  lang: Language,
): Promise<TransferDetail> {
  const found = await findConfig(ctx.db, who.partnerId, who.merchantId, by);
  if (!found) throw notFound();
  const entries = await listEntries(ctx.db, found.config.id);
  return {
    id: found.config.id,
    is_open: flag(found.isOpen),
    goods_id: found.source.id,
    goods_name: found.source.name,
    goods_desc: found.source.description,
    goods_reward: found.source.reward,
    config: entries.map(({ entry, target }) => ({
      reason: translate(lang, `transfer.reason.${entry.reasonCode}`),
      reason_code: entry.reasonCode,
      goods: {
        goods_id: target.id,
        goods_name: target.name,
        goods_desc: target.description,
        goods_reward: target.reward,
        trans_success_lv: Number(entry.successRate),
      },
    })),
  };
}

/** Partner 52 only (section 6), like a route of another partner: the others are refused. */
function requireNoticePartner(who: Asker) {
  if (who.partnerId !== PARTNER_TRANSFER_NOTICES) throw forbidden();
}

export async function transferNotice(ctx: AppContext, who: Asker): Promise<TransferNoticeResult> {
  requireNoticePartner(who);
  const rows = await listUnreadNotices(ctx.db, who.partnerId, who.merchantId, NOTICES_PER_LOAD);
  return {
    list: rows.map((r) => ({
      id: r.notice.id,
      trans_id: r.config.id,
      goods_id: r.config.goodsId,
      goods_name: r.goodsName,
      intro: r.config.intro,
      title: r.config.title,
      is_open: flag(r.isOpen),
      create_time: r.notice.createdAt.toISOString(),
    })),
  };
}

export async function transferReadRecord(
  ctx: AppContext,
  who: Asker,
  noticeId: number,
): Promise<ReadTransferRecordResult> {
  requireNoticePartner(who);
  if (!(await partnerHasNotice(ctx.db, who.partnerId, noticeId))) throw notFound();
  await markNoticeRead(ctx.db, who.merchantId, noticeId);
  return { id: noticeId };
}
