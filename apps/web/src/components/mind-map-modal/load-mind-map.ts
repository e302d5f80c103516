import { withChunkTimeout } from '@/lib/chunk-errors';
import type * as RenderModule from './render-mind-map';

export type MindMapRenderer = typeof RenderModule;

let library: Promise<MindMapRenderer> | null = null;

/**
 * The mind-map library, downloaded the first time a map is shown (never with a page). A failed
 * download is forgotten so that the next opening tries again.
 */
export function loadMindMapLibrary(): Promise<MindMapRenderer> {
  library ??= withChunkTimeout(() => import('./render-mind-map')).catch((error: unknown) => {
    library = null;
    throw error;
  });
  return library;
}
