import { fileUrl } from '../../storage/storage';
import { DEMO_PASSWORD, DEMO_SITE, demoJoinedAt } from '../../demo/cast';
import { simLogoPng } from '../../demo/images';
import type { DemoSeed } from '../../demo/seed-context';
import { hashPassword } from '../../lib/password';
import { balances } from '../money/tables';
import { fullPermissions, grantPermissions } from './permissions';
import { merchants, siteSettings } from './tables';

/**
 * The site and the demo accounts of the README: active, every permission, a balance row (as a
 * registration makes). An account that exists (by id or mobile) is left as it is; the ones made
 * are listed in `seed.created`, for the other modules' steps.
 */
export async function seedDemoAccounts(seed: DemoSeed): Promise<void> {
  const { db, storage } = seed;
  const siteLogoKey = 'demo/site-logo.png';
  // The logo (sharp) and the password's hash (argon2) are made side by side, on libuv's threads.
  const [, passwordHash] = await Promise.all([
    simLogoPng(DEMO_SITE.color).then((png) => storage.put(siteLogoKey, png)),
    hashPassword(DEMO_PASSWORD),
  ]);
  await db
    .insert(siteSettings)
    .values({
      id: 1,
      storeName: DEMO_SITE.storeName,
      logoUrl: fileUrl(siteLogoKey),
      icpInfo: DEMO_SITE.icpInfo,
    })
    .onConflictDoNothing();

  for (const m of seed.merchants) {
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
          icpInfo: DEMO_SITE.icpInfo,
          customerMobile: `400-800-${String(m.id).slice(-4)}`,
          huafeiIsShow: m.flags.huafei,
          storeDataIsShow: m.flags.storeData,
          workOrderIsShow: m.flags.workOrder,
          canRepeatApply: m.flags.canRepeatApply,
          // joined before the history the other steps write (orders, sessions, batches)
          activatedAt: demoJoinedAt(m),
          createdAt: demoJoinedAt(m),
        })
        .onConflictDoNothing()
        .returning({ id: merchants.id });
      if (rows.length === 0) return;
      await tx.insert(balances).values({ merchantId: m.id }).onConflictDoNothing();
      await grantPermissions(tx, m.id, fullPermissions());
      seed.created.push(m);
    });
  }
}
