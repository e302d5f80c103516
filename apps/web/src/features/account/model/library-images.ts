import { GROUP_UNGROUPED } from '@console/contract';
import type { PickedImage } from '@/components/image-library';
import { uploadApi } from '@/components/upload/api';

/**
 * The form's images: the profile's urls with the library ids it gives for them (0 where the
 * image is no longer in the library; saving copies such an image back into it).
 */
export const pickedFor = (urls: readonly string[], ids: readonly (number | null)[]): PickedImage[] =>
  urls.flatMap((url, i) => (url ? [{ id: ids[i] ?? 0, file_url: url, thumb_url: url }] : []));

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
    const result = await uploadApi.uploadImage(await response.blob(), nameOf(image.file_url), {
      group_id: GROUP_UNGROUPED,
    });
    if (!result.image) throw new Error('the upload was not placed in the library');
    ids.push(result.image.id);
  }
  return ids;
}
