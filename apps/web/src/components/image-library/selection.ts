import type { GalleryImage } from '@console/contract';
import { BYTES_PER_MB, isKindIn } from '@/components/upload/rules';

/** What the caller of the library accepts (spec section 5, gallery selection). */
export interface SelectionLimits {
  /** Allowed kinds by extension (`png`, `jpg`...): others give 文件类型不可用. */
  types?: readonly string[];
  /** Largest file in MB: larger ones give 文件大小超过NM. */
  maxSizeMb?: number;
  /** How many images may be selected: one more gives 最多选择N张. */
  maxCount?: number;
}

export type Refusal = { reason: 'type' } | { reason: 'size'; mb: number } | { reason: 'count'; max: number };

/**
 * An image as forms hold it: what the library answers, or at least its id and urls. `id` 0 marks
 * an image shown but not (or no longer) in the library, such as a logo set before the library
 * existed.
 */
export type PickedImage = Pick<GalleryImage, 'id' | 'file_url' | 'thumb_url'> & Partial<GalleryImage>;

type Selectable = Pick<GalleryImage, 'id' | 'ext' | 'file_size'>;

/** Why an image may not join the selection, or null when it may. */
export function refusalFor(
  image: Selectable,
  selectedCount: number,
  limits: SelectionLimits,
): Refusal | null {
  if (limits.types && limits.types.length > 0 && !isKindIn(image.ext, limits.types))
    return { reason: 'type' };
  if (limits.maxSizeMb !== undefined && image.file_size > limits.maxSizeMb * BYTES_PER_MB)
    return { reason: 'size', mb: limits.maxSizeMb };
  if (limits.maxCount !== undefined && selectedCount >= limits.maxCount)
    return { reason: 'count', max: limits.maxCount };
  return null;
}

/**
 * Clicking an image: a selected one leaves the selection (always allowed), another joins it at
 * the end when the limits allow, in the order of the clicks.
 */
export function toggle<S extends { id: number }>(
  selected: readonly S[],
  image: S & Selectable,
  limits: SelectionLimits,
): { selected: S[] } | { refusal: Refusal } {
  if (selected.some((s) => s.id === image.id)) return { selected: selected.filter((s) => s.id !== image.id) };
  const refusal = refusalFor(image, selected.length, limits);
  return refusal ? { refusal } : { selected: [...selected, image] };
}
