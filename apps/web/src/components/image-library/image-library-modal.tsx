import { useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageLibrary, type ImageLibraryProps } from './image-library';
import type { PickedImage } from './selection';
import styles from './library.module.css';

/** Wide enough for the groups and five columns of thumbnails; a phone gets the whole width. */
const MODAL_WIDTH = { xs: '100%', md: 1000 };

export interface ImageLibraryModalProps extends Omit<ImageLibraryProps, 'selected' | 'onSelectedChange'> {
  open: boolean;
  /** Selected when the modal opens (e.g. a form's current images). */
  initialSelected?: readonly PickedImage[];
  /** The selected images, in the order they were selected. */
  onOk: (images: PickedImage[]) => void;
  onCancel: () => void;
  /** Title of the modal (default 图片库). */
  title?: string;
}

/**
 * The image library as a modal for forms: select images within the caller's limits (kinds, size,
 * count), then OK hands them back. Groups, uploads, moves and deletes work here as on the page.
 */
export function ImageLibraryModal(props: ImageLibraryModalProps) {
  const { open, initialSelected, onOk, onCancel, title, testId = 'image-library-modal', ...library } = props;
  const { t } = useTranslation('gallery');
  const [selected, setSelected] = useState<PickedImage[]>(() => (open ? [...(initialSelected ?? [])] : []));
  // Each opening starts from the caller's images (adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSelected([...(initialSelected ?? [])]);
  }

  return (
    <Modal
      open={open}
      title={title ?? t('library.title')}
      width={MODAL_WIDTH}
      className={styles.modal}
      okText={t('library.ok')}
      cancelText={t('library.cancel')}
      okButtonProps={{ disabled: selected.length === 0 }}
      onOk={() => onOk(selected)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <ImageLibrary {...library} testId={testId} selected={selected} onSelectedChange={setSelected} />
    </Modal>
  );
}
