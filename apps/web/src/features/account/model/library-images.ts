import { GROUP_ALL, GROUP_UNGROUPED, type GalleryImage } from '@console/contract';
import { listImages } from '@/components/image-library/api/list-images';
import type { PickedImage } from '@/components/image-library';
import { uploadImage } from '@/components/upload/api/upload-image';

/** How much of the library (newest first) is searched for the current logo and QR images. */
export const SCAN_PAGE_SIZE = 100;
export const SCAN_PAGES = 5;

/**
 * The library images whose file urls are these. The profile gives the logo and the service QR
 * images by url only, while saving wants library ids: the newest SCAN_PAGES pages are searched.
 */
export async function findLibraryImages(
  urls: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, GalleryImage>> {
  const wanted = new Set(urls.filter(Boolean));
  const found = new Map<string, GalleryImage>();
  for (let page = 1; page <= SCAN_PAGES && found.size < wanted.size; page++) {
    const { list, total } = await listImages(
      { group_id: GROUP_ALL, page, page_size: SCAN_PAGE_SIZE, keyword: '' },
      signal,
    );
    for (const image of list)
      if (wanted.has(image.file_url) && !found.has(image.file_url)) found.set(image.file_url, image);
    if (page * SCAN_PAGE_SIZE >= total) break;
  }
  return found;
}

/** The form's images for these urls: found ones as the library has them, the others with id 0. */
export const pickedFor = (urls: readonly string[], found: ReadonlyMap<string, GalleryImage>): PickedImage[] =>
  urls.filter(Boolean).map((url) => found.get(url) ?? { id: 0, file_url: url, thumb_url: url });

/** The file name at the end of a url (what the copy in the library is called). */
const nameOf = (url: string) => decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() || 'image.png');

/**
 * Library ids of the form's images. An image not in the library (id 0, e.g. a logo set before the
 * library existed) is copied into it, ungrouped, so that saving keeps it rather than dropping it.
 */
export async function libraryIdsOf(images: readonly PickedImage[]): Promise<number[]> {
  const ids: number[] = [];
  for (const image of images) {
    if (image.id > 0) {
      ids.push(image.id);
      continue;
    }
    const response = await fetch(image.file_url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${response.status} ${image.file_url}`);
    const result = await uploadImage(await response.blob(), nameOf(image.file_url), {
      group_id: GROUP_UNGROUPED,
    });
    if (!result.image) throw new Error('the upload was not placed in the library');
    ids.push(result.image.id);
  }
  return ids;
}
