// Pages import the lazy modal: its code loads with its first opening, the library after it.
export { LazyMindMapModal as MindMapModal } from './lazy-mind-map-modal';
export type { MindMapModalProps, MindMapSource } from './mind-map-modal';
