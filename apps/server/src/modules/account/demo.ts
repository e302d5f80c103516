import { eq } from 'drizzle-orm';
import { qrPng, simLogoPng } from '../../demo/images';
import type { DemoSeed } from '../../demo/seed-context';
import { merchants } from '../auth/tables';
import { storeLibraryImage } from '../gallery';

/**
 * Each new demo merchant's store logo and customer-service QR (its invite link), as images of its
 * own library, as if it had uploaded them in the account settings.
 */
export async function seedDemoStores(seed: DemoSeed): Promise<void> {
  for (const m of seed.created) {
    const logo = await simLogoPng(m.color);
    const qr = await qrPng(`${seed.publicUrl}/merchant/#/auth/register?invite=${m.inviteCode}`);
    await seed.db.transaction(async (tx) => {
      const logoUrl = await storeLibraryImage(tx, seed.storage, {
        merchantId: m.id,
        base: `demo/logo-${m.id}`,
        fileName: 'logo.png',
        data: logo,
      });
      const qrUrl = await storeLibraryImage(tx, seed.storage, {
        merchantId: m.id,
        base: `demo/service-qr-${m.id}`,
        fileName: 'service-qr.png',
        data: qr,
      });
      await tx
        .update(merchants)
        .set({ logoUrl, customerWeixinUrls: [qrUrl] })
        .where(eq(merchants.id, m.id));
    });
  }
}
