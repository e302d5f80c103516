import { and, eq, inArray, max } from 'drizzle-orm';
import {
  AGENT_CHILD_MERCHANT,
  GalleryType,
  type AccountProfile,
  type PayloadOut,
  type accountEndpoints,
} from '@console/contract';
import type { Executor } from '../../db/database';
import { images, uploads } from '../gallery/tables';
import { merchants } from '../auth/tables';
import { AppError } from '../../lib/app-error';
import { sessionExpired } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import { hashPassword, verifyPassword } from '../../lib/password';
import { storageKeyOf } from '../../storage/storage';
import { findMerchantById } from '../auth';
import { ownImageUrls } from '../gallery';
import { findStaffById } from '../team';
import { staffMembers } from '../team/tables';
import { inviteUrl, revokeAllSessions } from '../auth';
import { AccountError } from './errors';

export async function accountCenter(ctx: AppContext, merchantId: number): Promise<AccountProfile> {
  const m = await findMerchantById(ctx.db, merchantId);
  if (!m) throw sessionExpired();
  const isAgent = m.childMerchant === AGENT_CHILD_MERCHANT;
  const [logoId, ...qrIds] = await libraryIdsOf(ctx.db, merchantId, [m.logoUrl, ...m.customerWeixinUrls]);
  return {
    id: m.id,
    mobile: m.mobile,
    email: m.email,
    store_name: m.storeName,
    partner_id: m.partnerId,
    role: isAgent ? 'agent' : m.parentId ? 'sub_merchant' : 'merchant',
    invite_url: isAgent ? inviteUrl(ctx.config.PUBLIC_URL, m.inviteCode) : '',
    logo: m.logoUrl,
    logo_image_id: logoId ?? null,
    customer_mobile: m.customerMobile,
    customer_weixin: m.customerWeixinUrls,
    customer_weixin_image_ids: qrIds,
    create_time: m.createdAt.toISOString(),
  };
}

/**
 * The library image showing each of these file urls (the newest when the library holds the file
 * twice); null where the merchant has since deleted it from the library (the file stays served).
 */
async function libraryIdsOf(db: Executor, merchantId: number, urls: readonly string[]) {
  const keys = urls.map(storageKeyOf).filter((key) => key !== null);
  if (keys.length === 0) return urls.map(() => null);
  const rows = await db
    .select({ key: uploads.storageKey, id: max(images.id) })
    .from(images)
    .innerJoin(uploads, eq(uploads.id, images.uploadId))
    .where(
      and(
        eq(images.merchantId, merchantId),
        eq(images.type, GalleryType.images),
        inArray(uploads.storageKey, keys),
      ),
    )
    .groupBy(uploads.storageKey);
  const byKey = new Map(rows.map((r) => [r.key, r.id]));
  return urls.map((url) => byKey.get(storageKeyOf(url) ?? '') ?? null);
}

export async function saveStore(
  ctx: AppContext,
  merchantId: number,
  p: PayloadOut<typeof accountEndpoints.saveStore>,
) {
  const [logoUrl = ''] =
    p.logo_image_id === null ? [] : await ownImageUrls(ctx.db, merchantId, [p.logo_image_id]);
  // In a transaction: its audit record commits with it (decision 054).
  await ctx.db.transaction((tx) =>
    tx
      .update(merchants)
      .set({ storeName: p.store_name, logoUrl, updatedAt: new Date() })
      .where(eq(merchants.id, merchantId)),
  );
  return accountCenter(ctx, merchantId);
}

export async function saveService(
  ctx: AppContext,
  merchantId: number,
  p: PayloadOut<typeof accountEndpoints.saveService>,
) {
  const urls = await ownImageUrls(ctx.db, merchantId, [...new Set(p.customer_weixin_image_ids)]);
  await ctx.db.transaction((tx) =>
    tx
      .update(merchants)
      .set({ customerMobile: p.customer_mobile, customerWeixinUrls: urls, updatedAt: new Date() })
      .where(eq(merchants.id, merchantId)),
  );
  return accountCenter(ctx, merchantId);
}

/**
 * A new password for whoever is signed in (the owner, or a staff member for their own), proven by
 * the current one; every other session of that person ends.
 */
export async function changePassword(
  ctx: AppContext,
  session: { merchantId: number; staffId: number | null; sessionId: number },
  p: PayloadOut<typeof accountEndpoints.changePassword>,
) {
  const { merchantId, staffId } = session;
  const person =
    staffId === null
      ? await findMerchantById(ctx.db, merchantId)
      : await findStaffById(ctx.db, merchantId, staffId);
  if (!person) throw sessionExpired();
  if (!(await verifyPassword(person.passwordHash, p.old_password))) {
    throw new AppError(AccountError.oldPasswordWrong);
  }
  const passwordHash = await hashPassword(p.password);
  const updatedAt = new Date();
  return ctx.db.transaction(async (tx) => {
    if (staffId === null) {
      await tx.update(merchants).set({ passwordHash, updatedAt }).where(eq(merchants.id, merchantId));
    } else {
      await tx.update(staffMembers).set({ passwordHash, updatedAt }).where(eq(staffMembers.id, staffId));
    }
    return { ended: await revokeAllSessions(tx, { merchantId, staffId }, session.sessionId) };
  });
}

/** Ends the other sessions of whoever is signed in (the owner's, or the staff member's own). */
export async function logoutOthers(
  ctx: AppContext,
  session: { merchantId: number; staffId: number | null; sessionId: number },
) {
  const whose = { merchantId: session.merchantId, staffId: session.staffId };
  return { ended: await ctx.db.transaction((tx) => revokeAllSessions(tx, whose, session.sessionId)) };
}
