/**
 * sharp (libvips), loaded with the first image it works on: a start that handles no image (every
 * restart) does not pay for loading the native library (decision 020).
 */
export const loadSharp = async () => (await import('sharp')).default;
