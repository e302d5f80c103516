import { count, sql } from 'drizzle-orm';
import type { Db } from './database';
import { GROUP_UNGROUPED, GalleryType } from '@console/contract';
import { balances } from '../modules/money/tables';
import { images, uploads } from '../modules/gallery/tables';
import { merchants, siteSettings } from '../modules/auth/tables';
import { notices } from '../modules/notices/tables';
import { processImage } from '../modules/gallery/image-pipeline';
import type { Storage } from '../storage/storage';
import { fileUrl } from '../storage/storage';
import { hashPassword } from '../lib/password';
import { fullPermissions, grantPermissions } from '../modules/auth/permissions';
import { DEMO_MERCHANTS, DEMO_PASSWORD, DEMO_SITE, demoNotices } from './demo-data';
import { qrPng, simLogoPng } from './demo-images';
import { seedDemoMoney } from './demo-money';
import { seedDemoOrders } from './demo-orders';
import { seedDemoComplaints } from './demo-complaints';

/** A demo image stored as an upload is: re-encoded, with its thumbnail. */
async function storeDemoImage(storage: Storage, base: string, fileName: string, png: Buffer) {
  const image = await processImage(png);
  const storageKey = `${base}.${image.ext}`;
  const thumbKey = `${base}-t.webp`;
  await storage.put(storageKey, image.data);
  await storage.put(thumbKey, image.thumb);
  return {
    storageKey,
    thumbKey,
    fileName,
    fileSize: image.data.length,
    ext: image.ext,
    width: image.width,
    height: image.height,
  };
}
import { seedGoods } from './seed-goods';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(merchants);
  return (row?.n ?? 0) === 0;
}

/**
 * Writes the demo data. Idempotent: accounts that exist (by mobile) are left as they are, so it
 * can run on any database, filled or not.
 */
export async function seedDemo(
  db: Db,
  storage: Storage,
  publicUrl: string,
  dataKey: Buffer,
  timeZone = 'Asia/Shanghai',
): Promise<string[]> {
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
    const logo = await storeDemoImage(storage, `demo/logo-${m.id}`, 'logo.png', await simLogoPng(m.color));
    const qr = await storeDemoImage(
      storage,
      `demo/service-qr-${m.id}`,
      'service-qr.png',
      await qrPng(`${publicUrl}/merchant/#/auth/register?invite=${m.inviteCode}`),
    );
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
          logoUrl: fileUrl(logo.storageKey),
          icpInfo: DEMO_SITE.icpInfo,
          customerMobile: `400-800-${String(m.id).slice(-4)}`,
          customerWeixinUrls: [fileUrl(qr.storageKey)],
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
      // The logo and the QR are images of the merchant's library, as if it had uploaded them.
      for (const image of [logo, qr]) {
        const [upload] = await tx
          .insert(uploads)
          .values({ merchantId: m.id, ...image })
          .returning({ id: uploads.id });
        await tx.insert(images).values({
          merchantId: m.id,
          uploadId: upload!.id,
          type: GalleryType.images,
          groupId: GROUP_UNGROUPED,
          fileName: image.fileName,
        });
      }
      await seedDemoMoney(tx, dataKey, m);
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
  // After the goods (orders are made on them); a merchant that has orders keeps them.
  await seedDemoOrders(db, { dataKey, timeZone }, DEMO_MERCHANTS);
  // About the demo orders, for the merchants that show work orders; one that has some keeps them.
  await seedDemoComplaints(db, storage, dataKey, DEMO_MERCHANTS, { timeZone });
  // Explicit ids leave the identity sequences behind: move them past the demo rows.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('notices', 'id'), greatest((select max(id) from notices), 1))`,
  );
  return created;
}
