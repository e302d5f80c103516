/**
 * Compresses an image towards `maxSizeMb` in the browser. browser-image-compression is loaded
 * with the first image that needs it, so no route pays for it up front. Its web worker would load
 * the library again from a CDN: the console never calls out, so it runs on the main thread.
 */
export async function compressImage(file: File, maxSizeMb: number): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  const blob = await imageCompression(file, { maxSizeMB: maxSizeMb, useWebWorker: false });
  return new File([blob], file.name, { type: blob.type || file.type, lastModified: Date.now() });
}
