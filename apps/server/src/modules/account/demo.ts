import { eq } from 'drizzle-orm';
import { qrPng, simLogoPng } from '../../demo/images';
import type { DemoSeed } from '../../demo/seed-context';
import { merchants } from '../auth/tables';
import { processImage, type ProcessedImage, storeLibraryImage } from '../gallery';

/**
 * Each new demo merchant's store logo and customer-service QR (its invite link), as images of its
 * own library, as if it had uploaded them in the account settings.
 */
export async function seedDemoStores(seed: DemoSeed): Promise<void> {
  // Drawn and re-encoded side by side (sharp works on libuv's threads), then written one merchant
  // after another.
  const drawn = await Promise.all(
    seed.created.map((m) =>
      Promise.all([
        simLogoPng(m.color).then(processImage),
        qrPng(`${seed.publicUrl}/merchant/#/auth/register?invite=${m.inviteCode}`).then(processImage),
      ]),
    ),
  );
  for (const [i, m] of seed.created.entries()) {
    const [logo, qr] = drawn[i]!;
    await seed.db.transaction(async (tx) => {
      const stored = (base: string, fileName: string, processed: ProcessedImage) =>
        storeLibraryImage(tx, seed.storage, { merchantId: m.id, base, fileName, processed });
      const { url: logoUrl } = await stored(`demo/logo-${m.id}`, 'logo.png', logo);
      const { url: qrUrl } = await stored(`demo/service-qr-${m.id}`, 'service-qr.png', qr);
      await tx
        .update(merchants)
        .set({ logoUrl, customerWeixinUrls: [qrUrl] })
        .where(eq(merchants.id, m.id));
    });
  }
}
