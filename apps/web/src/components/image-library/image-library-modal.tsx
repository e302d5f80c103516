import { useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/lib/use-is-mobile';
import { ImageLibrary, type ImageLibraryProps } from './image-library';
import type { PickedImage } from './selection';

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
  const { open, initialSelected, onOk, onCancel, title, ...library } = props;
  const { t } = useTranslation('gallery');
  const mobile = useIsMobile();
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
      width={mobile ? '100%' : 1000}
      style={mobile ? { top: 0, maxWidth: '100vw', padding: 0 } : undefined}
      okText={t('library.ok')}
      cancelText={t('library.cancel')}
      okButtonProps={{ disabled: selected.length === 0 }}
      onOk={() => onOk(selected)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <ImageLibrary {...library} selected={selected} onSelectedChange={setSelected} />
    </Modal>
  );
}
