export { MindMapModal, type MindMapModalProps, type MindMapSource } from './mind-map-modal';
