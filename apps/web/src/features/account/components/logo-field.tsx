import { useQueryClient } from '@tanstack/react-query';
import { GROUP_UNGROUPED, GalleryType, IMAGE_SIZE_LIMIT_MB, type UploadResult } from '@console/contract';
import { ImagePicker, type PickedImage } from '@/components/image-library';
import { libraryKeys } from '@/components/image-library/api';
import { SimpleImageUpload } from '@/components/upload/simple-image-upload';
import styles from './image-fields.module.css';

/** Logos are shown on every page: kept to the kinds every browser draws. */
export const LOGO_TYPES = ['png', 'jpg', 'jpeg'] as const;

interface LogoFieldProps {
  value?: PickedImage[];
  onChange?: (images: PickedImage[]) => void;
}

/**
 * The logo (an antd Form control): picked from the image library, or uploaded from the computer
 * (jpeg or png under 2 MB), which puts it into the library, ungrouped, and makes it the logo.
 */
export function LogoField({ value = [], onChange }: LogoFieldProps) {
  const client = useQueryClient();
  const uploaded = ({ image }: UploadResult) => {
    if (!image) return;
    onChange?.([{ id: image.id, file_url: image.file_url, thumb_url: image.thumb_url }]);
    void client.invalidateQueries({ queryKey: libraryKeys.images(GalleryType.images) });
  };
  return (
    <div className={styles.field}>
      <ImagePicker
        value={value}
        onChange={onChange}
        maxCount={1}
        types={LOGO_TYPES}
        maxSizeMb={IMAGE_SIZE_LIMIT_MB}
        testId="account-logo-picker"
      />
      <SimpleImageUpload
        group_id={GROUP_UNGROUPED}
        type={GalleryType.images}
        onUploaded={uploaded}
        testId="account-logo-upload"
      />
    </div>
  );
}
