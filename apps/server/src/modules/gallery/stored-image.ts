import { GROUP_UNGROUPED, GalleryType, type GalleryTypeValue } from '@console/contract';
import type { Executor } from '../../db/database';
import { fileUrl, type Storage } from '../../storage/storage';
import type { ProcessedImage } from './image-pipeline';
import { images, uploads } from './tables';

/**
 * An image placed in a merchant's library as if the merchant had uploaded it: the pipeline's
 * output (`processImage`: re-encoded, with its thumbnail) stored under `base`, recorded as an
 * upload and an ungrouped image of the library (`type`: the images by default). Answers the
 * library entry's id and its file's address. (The demo's logos, QR codes and complaint
 * screenshots come this way; processed beforehand, several can be drawn side by side.)
 */
export async function storeLibraryImage(
  tx: Executor,
  storage: Storage,
  image: {
    merchantId: number;
    base: string;
    fileName: string;
    processed: ProcessedImage;
    type?: GalleryTypeValue;
  },
): Promise<{ id: number; url: string }> {
  const { processed } = image;
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
  const [row] = await tx
    .insert(images)
    .values({
      merchantId: image.merchantId,
      uploadId: upload!.id,
      type: image.type ?? GalleryType.images,
      groupId: GROUP_UNGROUPED,
      fileName: image.fileName,
    })
    .returning({ id: images.id });
  return { id: row!.id, url: fileUrl(storageKey) };
}
