import { useState } from 'react';
import { Button, Image } from 'antd';
import { CloseOutlined, PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GalleryTypeValue } from '@console/contract';
import { ImageLibraryModal } from './image-library-modal';
import type { PickedImage, SelectionLimits } from './selection';
import styles from './picker.module.css';

export type { PickedImage };

export interface ImagePickerProps extends SelectionLimits {
  /** The chosen images (controlled, antd Form friendly). */
  value?: PickedImage[];
  onChange?: (images: PickedImage[]) => void;
  /** Library type: 1 images (default), 2 complaint attachments. */
  type?: GalleryTypeValue;
  disabled?: boolean;
  /** `data-testid` of the control (default `image-picker`); its parts add a suffix. */
  testId?: string;
}

/** Images of the library start selected when it opens; an `id` 0 image is replaced by the pick. */
const inLibrary = (image: PickedImage) => image.id > 0;

/**
 * A form control that shows the chosen thumbnails and opens the image library to choose them
 * (at most `maxCount`, default 1; kinds and size as the library's limits). The library opens with
 * the current images selected; OK replaces them, in the order selected. An image with `id` 0
 * (shown, but not in the library) is kept until a pick replaces it or it is removed.
 */
export function ImagePicker(props: ImagePickerProps) {
  const { value = [], onChange, disabled, testId = 'image-picker', maxCount = 1, ...limits } = props;
  const { t } = useTranslation('gallery');
  const [open, setOpen] = useState(false);

  return (
    <div className={styles.picker} data-testid={testId} data-count={value.length}>
      {value.map((image, index) => (
        <div className={styles.item} key={`${image.id}-${image.file_url}`} data-testid={`${testId}-item`}>
          <Image
            src={image.thumb_url || image.file_url}
            preview={{ src: image.file_url }}
            width={88}
            height={88}
            alt={image.file_name ?? t('picker.image_alt')}
            className={styles.image}
          />
          {!disabled && (
            <Button
              className={styles.remove}
              size="small"
              shape="circle"
              icon={<CloseOutlined />}
              aria-label={t('picker.remove')}
              onClick={() => onChange?.(value.filter((_, i) => i !== index))}
              data-testid={`${testId}-remove`}
            />
          )}
        </div>
      ))}
      <button
        type="button"
        className={styles.add}
        disabled={disabled}
        onClick={() => setOpen(true)}
        data-testid={`${testId}-open`}
      >
        <PictureOutlined className={styles.addIcon} />
        <span>{value.length >= maxCount ? t('picker.change') : t('picker.choose')}</span>
      </button>
      <ImageLibraryModal
        open={open}
        {...limits}
        maxCount={maxCount}
        initialSelected={value.filter(inLibrary)}
        onOk={(images) => {
          onChange?.(images);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
