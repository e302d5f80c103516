import { IMAGE_SIZE_LIMIT_MB } from '@console/contract';

export const BYTES_PER_MB = 1024 * 1024;

/** What the card upload accepts unless told otherwise (spec section 5). */
export const DEFAULT_CARD_TYPES: readonly string[] = ['png', 'jpeg', 'gif', 'jpg'];
/** The simple upload: jpeg and png only. */
export const SIMPLE_TYPES: readonly string[] = ['jpeg', 'png'];

/** `jpg` and `jpeg` name the same format. */
export const normaliseKind = (kind: string) => {
  const k = kind.trim().toLowerCase().replace(/^\./, '');
  return k === 'jpg' ? 'jpeg' : k;
};

/** The lowercased extension of a file name, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Whether a picked file is of one of the kinds (`png`, `jpg`...): by its MIME type, which the
 * browser derives from the name, or by the extension when the browser gives no type. The server
 * checks the content again.
 */
export function isAcceptedType(file: { name: string; type: string }, kinds: readonly string[]): boolean {
  const accepted = new Set(kinds.map(normaliseKind));
  const mime = file.type.toLowerCase();
  if (mime) return mime.startsWith('image/') && accepted.has(normaliseKind(mime.slice('image/'.length)));
  return accepted.has(normaliseKind(extensionOf(file.name)));
}

/** Whether a kind (an extension such as the library's `ext`) is one of `kinds`. */
export const isKindIn = (kind: string, kinds: readonly string[]) =>
  kinds.some((k) => normaliseKind(k) === normaliseKind(kind));

/** The `accept` attribute of a file input for the kinds: MIME types and extensions. */
export function acceptAttribute(kinds: readonly string[]): string {
  const set = new Set(kinds.map(normaliseKind));
  const parts = [...set].flatMap((k) =>
    k === 'jpeg' ? ['image/jpeg', '.jpg', '.jpeg'] : [`image/${k}`, `.${k}`],
  );
  return parts.join(',');
}

/** Spec section 5: the simple upload needs a file strictly under the limit. */
export const isUnderLimit = (size: number, mb: number = IMAGE_SIZE_LIMIT_MB) => size < mb * BYTES_PER_MB;

/** The card upload: at most the limit, after compression. */
export const fitsLimit = (size: number, mb: number) => size <= mb * BYTES_PER_MB;
