// The image library for forms and pages: `ImagePicker` (a form control), `ImageLibraryModal`
// (selection with limits) and `ImageLibrary` (the panel itself, used by the /gallery page).
export { ImageLibrary, type ImageLibraryProps } from './image-library';
export { ImageLibraryModal, type ImageLibraryModalProps } from './image-library-modal';
export { ImagePicker, type ImagePickerProps } from './image-picker';
export type { PickedImage, SelectionLimits } from './selection';
