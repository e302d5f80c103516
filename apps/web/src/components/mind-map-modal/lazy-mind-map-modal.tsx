import { lazyDialogs } from '@/components/lazy-part';

/**
 * The mind-map modal, downloaded when it first opens, not with the page that offers it (the
 * library itself is a further chunk, loaded by the modal); it stays mounted to animate its closing.
 */
export const LazyMindMapModal = lazyDialogs()(() => import('./mind-map-modal').then((m) => m.MindMapModal));
