// The gallery module's public entry: what the other domains may use (its tables are in ./tables).
export { processImage, type ProcessedImage } from './image-pipeline';
export { storeLibraryImage } from './stored-image';
export { ownImageUrls } from './own-images';
