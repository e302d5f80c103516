import { count, sql } from 'drizzle-orm';
import type { Db } from './database';
import { balances, merchants, notices, siteSettings } from './schema';
import type { Storage } from '../storage/storage';
import { fileUrl } from '../storage/storage';
import { hashPassword } from '../lib/password';
import { fullPermissions, grantPermissions } from '../modules/auth/permissions';
import { DEMO_MERCHANTS, DEMO_PASSWORD, DEMO_SITE, demoNotices } from './demo-data';
import { qrPng, simLogoPng } from './demo-images';
import { seedGoods } from './seed-goods';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(merchants);
  return (row?.n ?? 0) === 0;
}

/**
 * Writes the demo data. Idempotent: accounts that exist (by mobile) are left as they are, so it
 * can run on any database, filled or not.
 */
export async function seedDemo(db: Db, storage: Storage, publicUrl: string): Promise<string[]> {
  const siteLogoKey = 'demo/site-logo.png';
  await storage.put(siteLogoKey, await simLogoPng(DEMO_SITE.color));
  await db
    .insert(siteSettings)
    .values({
      id: 1,
      storeName: DEMO_SITE.storeName,
      logoUrl: fileUrl(siteLogoKey),
      icpInfo: DEMO_SITE.icpInfo,
    })
    .onConflictDoNothing();

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created: string[] = [];
  for (const m of DEMO_MERCHANTS) {
    const logoKey = `demo/logo-${m.id}.png`;
    const qrKey = `demo/service-qr-${m.id}.png`;
    await storage.put(logoKey, await simLogoPng(m.color));
    await storage.put(qrKey, await qrPng(`${publicUrl}/merchant/#/auth/register?invite=${m.inviteCode}`));
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(merchants)
        .values({
          id: m.id,
          partnerId: m.partnerId,
          mobile: m.mobile,
          email: m.email,
          passwordHash,
          storeName: m.storeName,
          customer: m.customer,
          childMerchant: m.childMerchant ?? 0,
          parentId: m.parentId ?? null,
          inviteCode: m.inviteCode,
          status: 'active',
          platform: m.platform?.name ?? 'console',
          platformUrl: m.platform?.url ?? '',
          logoUrl: fileUrl(logoKey),
          icpInfo: DEMO_SITE.icpInfo,
          customerMobile: `400-800-${String(m.id).slice(-4)}`,
          customerWeixinUrls: [fileUrl(qrKey)],
          huafeiIsShow: m.flags.huafei,
          storeDataIsShow: m.flags.storeData,
          workOrderIsShow: m.flags.workOrder,
          canRepeatApply: m.flags.canRepeatApply,
          activatedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: merchants.id });
      if (rows.length === 0) return;
      await tx.insert(balances).values({ merchantId: m.id }).onConflictDoNothing();
      await grantPermissions(tx, m.id, fullPermissions());
      const now = Date.now();
      await tx.insert(notices).values(
        demoNotices(m.storeName).map((n) => ({
          merchantId: m.id,
          title: n.title,
          content: n.content,
          type: n.type,
          isPopup: n.isPopup,
          createdAt: new Date(now - n.daysAgo * 86_400_000),
          readAt: n.read ? new Date(now - (n.daysAgo - 1) * 86_400_000) : null,
        })),
      );
      created.push(m.mobile);
    });
  }
  await seedGoods(db, storage, DEMO_MERCHANTS);
  // Explicit ids leave the identity sequences behind: move them past the demo rows.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('notices', 'id'), greatest((select max(id) from notices), 1))`,
  );
  return created;
}
