import { useQueryClient } from '@tanstack/react-query';
import { GROUP_UNGROUPED, GalleryType, SERVICE_QR_MAX } from '@console/contract';
import { ImagePicker, type PickedImage } from '@/components/image-library';
import { libraryKeys } from '@/components/image-library/api';
import { CardImageUpload, type CardImage } from '@/components/upload/card-image-upload';
import { DEFAULT_CARD_TYPES } from '@/components/upload/rules';
import styles from './image-fields.module.css';

/** A QR code is shown small in the service widget: 1 MB is plenty, and keeps the widget quick. */
export const SERVICE_QR_MAX_MB = 1;

const toCard = (image: PickedImage): CardImage => ({
  upload_id: 0,
  image_id: image.id,
  file_url: image.file_url,
  thumb_url: image.thumb_url,
});
const toPicked = (card: CardImage): PickedImage => ({
  id: card.image_id ?? 0,
  file_url: card.file_url,
  thumb_url: card.thumb_url,
});

interface QrFieldProps {
  value?: PickedImage[];
  onChange?: (images: PickedImage[]) => void;
}

/**
 * The service QR images (an antd Form control): picked from the image library, or uploaded from
 * the computer (png, jpeg or gif, compressed towards 1 MB first) into the library, ungrouped. The upload tile is
 * disabled once the widget's maximum is reached.
 */
export function QrField({ value = [], onChange }: QrFieldProps) {
  const client = useQueryClient();
  const uploaded = (cards: CardImage[]) => {
    onChange?.(cards.map(toPicked));
    void client.invalidateQueries({ queryKey: libraryKeys.images(GalleryType.images) });
  };
  return (
    <div className={styles.field}>
      <ImagePicker
        value={value}
        onChange={onChange}
        maxCount={SERVICE_QR_MAX}
        types={DEFAULT_CARD_TYPES}
        maxSizeMb={SERVICE_QR_MAX_MB}
        testId="account-service-qr-picker"
      />
      <CardImageUpload
        value={value.map(toCard)}
        onChange={uploaded}
        showList={false}
        maxCount={SERVICE_QR_MAX}
        maxSizeMb={SERVICE_QR_MAX_MB}
        group_id={GROUP_UNGROUPED}
        type={GalleryType.images}
        testId="account-service-qr-upload"
      />
    </div>
  );
}
