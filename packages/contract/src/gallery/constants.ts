// Zod-free constants of the image library, so that the web can import them without pulling the
// schemas of `./index.ts` into its bundle.

/**
 * Library types: the merchant's image library (1) and the attachments of complaint work orders
 * (2). Groups and images belong to one type.
 */
export const GalleryType = { images: 1, complaint: 2 } as const;
export type GalleryTypeValue = (typeof GalleryType)[keyof typeof GalleryType];

/**
 * Files one `/partner/_upload_img` request may carry (the server refuses more). The web sends a
 * larger pick in batches of this size.
 */
export const GALLERY_UPLOAD_MAX_FILES = 20;
