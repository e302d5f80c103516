import { GROUP_UNGROUPED, GalleryType } from '@console/contract';
import type { Executor } from '../../db/database';
import { fileUrl, type Storage } from '../../storage/storage';
import { processImage } from './image-pipeline';
import { images, uploads } from './tables';

/**
 * An image placed in a merchant's library as if the merchant had uploaded it: re-encoded by the
 * pipeline with its thumbnail, stored under `base`, recorded as an upload and an ungrouped image
 * of the library. Answers its file's address. (The demo's logos and QR codes come this way.)
 */
export async function storeLibraryImage(
  tx: Executor,
  storage: Storage,
  image: { merchantId: number; base: string; fileName: string; data: Buffer },
): Promise<string> {
  const processed = await processImage(image.data);
  const storageKey = `${image.base}.${processed.ext}`;
  const thumbKey = `${image.base}-t.webp`;
  await storage.put(storageKey, processed.data);
  await storage.put(thumbKey, processed.thumb);
  const [upload] = await tx
    .insert(uploads)
    .values({
      merchantId: image.merchantId,
      storageKey,
      thumbKey,
      fileName: image.fileName,
      fileSize: processed.data.length,
      ext: processed.ext,
      width: processed.width,
      height: processed.height,
    })
    .returning({ id: uploads.id });
  await tx.insert(images).values({
    merchantId: image.merchantId,
    uploadId: upload!.id,
    type: GalleryType.images,
    groupId: GROUP_UNGROUPED,
    fileName: image.fileName,
  });
  return fileUrl(storageKey);
}
