import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { goods } from '../goods/tables';
import {
  transferConfigs,
  transferEntries,
  transferNoticeReads,
  transferNotices,
  transferSwitches,
} from './tables';
import { countRows, type PageWindow } from '../../db/list-page';

/** The merchant's own switch; no row means closed. */
const isOpenSql = sql<boolean>`coalesce(${transferSwitches.isOpen}, false)`;
const switchOf = (merchantId: number) =>
  and(eq(transferSwitches.configId, transferConfigs.id), eq(transferSwitches.merchantId, merchantId));

const entryCount = sql<number>`(select count(*)::int from ${transferEntries} where ${transferEntries.configId} = ${transferConfigs.id})`;

/** The partner's configurations with the merchant's switch, newest first. */
export function listConfigRows(db: Executor, partnerId: number, merchantId: number, page: PageWindow) {
  return db
    .select({
      config: transferConfigs,
      goodsName: goods.name,
      goodsDesc: goods.description,
      isOpen: isOpenSql,
      entryCount,
    })
    .from(transferConfigs)
    .innerJoin(goods, eq(goods.id, transferConfigs.goodsId))
    .leftJoin(transferSwitches, switchOf(merchantId))
    .where(eq(transferConfigs.partnerId, partnerId))
    .orderBy(desc(transferConfigs.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countConfigs(db: Executor, partnerId: number) {
  return countRows(db, transferConfigs, eq(transferConfigs.partnerId, partnerId));
}

/** One configuration of the partner, found by its id or by its source goods, with the switch. */
export async function findConfig(
  db: Executor,
  partnerId: number,
  merchantId: number,
  by: { id: number } | { goodsId: number },
) {
  const [row] = await db
    .select({ config: transferConfigs, source: goods, isOpen: isOpenSql })
    .from(transferConfigs)
    .innerJoin(goods, eq(goods.id, transferConfigs.goodsId))
    .leftJoin(transferSwitches, switchOf(merchantId))
    .where(
      and(
        eq(transferConfigs.partnerId, partnerId),
        'id' in by ? eq(transferConfigs.id, by.id) : eq(transferConfigs.goodsId, by.goodsId),
      ),
    );
  return row ?? null;
}

const target = alias(goods, 'target');

/** The entries of a configuration in their order, each with its target goods. */
export function listEntries(db: Executor, configId: number) {
  return db
    .select({ entry: transferEntries, target })
    .from(transferEntries)
    .innerJoin(target, eq(target.id, transferEntries.targetGoodsId))
    .where(eq(transferEntries.configId, configId))
    .orderBy(asc(transferEntries.sort), asc(transferEntries.id));
}

/** Sets the merchant's switch of a configuration (an upsert: one statement). */
export async function storeSwitch(db: Executor, merchantId: number, configId: number, isOpen: boolean) {
  await db
    .insert(transferSwitches)
    .values({ merchantId, configId, isOpen })
    .onConflictDoUpdate({
      target: [transferSwitches.merchantId, transferSwitches.configId],
      set: { isOpen, updatedAt: new Date() },
    });
}

/** Notices of the partner's configurations that the merchant has not confirmed, oldest first. */
export function listUnreadNotices(db: Executor, partnerId: number, merchantId: number, limit: number) {
  return db
    .select({
      notice: transferNotices,
      config: transferConfigs,
      goodsName: goods.name,
      isOpen: isOpenSql,
    })
    .from(transferNotices)
    .innerJoin(transferConfigs, eq(transferConfigs.id, transferNotices.configId))
    .innerJoin(goods, eq(goods.id, transferConfigs.goodsId))
    .leftJoin(transferSwitches, switchOf(merchantId))
    .leftJoin(
      transferNoticeReads,
      and(
        eq(transferNoticeReads.noticeId, transferNotices.id),
        eq(transferNoticeReads.merchantId, merchantId),
      ),
    )
    .where(and(eq(transferConfigs.partnerId, partnerId), isNull(transferNoticeReads.noticeId)))
    .orderBy(asc(transferNotices.id))
    .limit(limit);
}

/** Whether the partner has a notice with that id. */
export async function partnerHasNotice(db: Executor, partnerId: number, noticeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: transferNotices.id })
    .from(transferNotices)
    .innerJoin(transferConfigs, eq(transferConfigs.id, transferNotices.configId))
    .where(and(eq(transferNotices.id, noticeId), eq(transferConfigs.partnerId, partnerId)));
  return !!row;
}

/** Records the merchant's confirmation (again is fine). */
export async function markNoticeRead(db: Executor, merchantId: number, noticeId: number) {
  await db.insert(transferNoticeReads).values({ merchantId, noticeId }).onConflictDoNothing();
}
