import { useState } from 'react';
import { Button, Image, Spin, Upload } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMAGE_SIZE_LIMIT_MB } from '@console/contract';
import { toast } from '@/lib/toast';
import { uploadApi, type UploadFieldsInput } from './api';
import { compressImage } from './compress';
import { DEFAULT_CARD_TYPES, acceptAttribute, fitsLimit, isAcceptedType } from './rules';
import styles from './upload.module.css';

/** One uploaded image of the card list. */
export interface CardImage {
  upload_id: number;
  /** The library image the upload became, when a group was given. */
  image_id?: number;
  file_url: string;
  thumb_url: string;
}

export interface CardImageUploadProps extends UploadFieldsInput {
  /** The uploaded images (controlled). */
  value?: CardImage[];
  onChange?: (images: CardImage[]) => void;
  /** Accepted kinds, by extension (default png, jpeg, gif, jpg). */
  accept?: readonly string[];
  /** Size limit in MB, compressed towards before sending (default 2). */
  maxSizeMb?: number;
  /** How many images the list holds (default 1). */
  maxCount?: number;
  /** When the list is full, a new pick replaces the last image instead of being refused. */
  replace?: boolean;
  /** false: only the add tile (the caller shows the images itself, e.g. in a library picker). */
  showList?: boolean;
  disabled?: boolean;
  /** `data-testid` of the control (default `card-image-upload`). */
  testId?: string;
}

type CardPickOutcome = 'uploaded' | 'type' | 'too_large' | 'compress_failed' | 'full' | 'failed';

/**
 * A picture-card list of uploads (spec section 5): accepted kinds, compression towards the size
 * limit (browser-image-compression, loaded on first need), a maximum count, and a replace mode.
 */
export function CardImageUpload(props: CardImageUploadProps) {
  const {
    value = [],
    onChange,
    accept = DEFAULT_CARD_TYPES,
    maxSizeMb = IMAGE_SIZE_LIMIT_MB,
    maxCount = 1,
    replace = false,
    showList = true,
    disabled,
    testId = 'card-image-upload',
    group_id,
    type,
  } = props;
  const { t } = useTranslation('gallery');
  const [busy, setBusy] = useState(false);
  const full = value.length >= maxCount;
  const canPick = !disabled && !busy && (!full || replace);

  const prepare = async (file: File): Promise<File | CardPickOutcome> => {
    if (!isAcceptedType(file, accept)) return 'type';
    if (fitsLimit(file.size, maxSizeMb)) return file;
    let compressed: File;
    try {
      compressed = await compressImage(file, maxSizeMb);
    } catch {
      return 'compress_failed';
    }
    return fitsLimit(compressed.size, maxSizeMb) ? compressed : 'too_large';
  };

  const pick = async (file: File): Promise<CardPickOutcome> => {
    if (!canPick) return 'full';
    setBusy(true);
    try {
      const prepared = await prepare(file);
      if (prepared === 'type') toast().error(t('upload.type_error'));
      else if (prepared === 'compress_failed') toast().error(t('upload.compress_failed'));
      else if (prepared === 'too_large') toast().error(t('upload.card_too_large', { mb: maxSizeMb }));
      if (typeof prepared === 'string') return prepared;
      const result = await uploadApi.uploadImage(prepared, file.name, { group_id, type });
      const image: CardImage = {
        upload_id: result.upload_id,
        ...(result.image ? { image_id: result.image.id } : {}),
        file_url: result.file_url,
        thumb_url: result.thumb_url,
      };
      // Replace mode: a full list swaps its last image for the new one.
      onChange?.(full ? [...value.slice(0, maxCount - 1), image] : [...value, image]);
      return 'uploaded';
    } catch {
      return 'failed'; // the http client has shown the server's reason
    } finally {
      setBusy(false);
    }
  };

  const remove = (index: number) => onChange?.(value.filter((_, i) => i !== index));

  return (
    <div className={styles.cards} data-testid={testId} data-count={value.length}>
      {showList &&
        value.map((image, index) => (
          <div className={styles.card} key={`${image.upload_id}-${index}`} data-testid={`${testId}-item`}>
            <Image
              className={styles.cardImage}
              src={image.thumb_url || image.file_url}
              preview={{ src: image.file_url }}
              alt={t('upload.image_alt')}
              width={100}
              height={100}
            />
            {!disabled && (
              <Button
                className={styles.cardRemove}
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('upload.remove')}
                onClick={() => remove(index)}
                data-testid={`${testId}-remove`}
              />
            )}
          </div>
        ))}
      <Upload
        listType="picture-card"
        showUploadList={false}
        accept={acceptAttribute(accept)}
        beforeUpload={(file) => {
          void pick(file);
          return Upload.LIST_IGNORE;
        }}
        disabled={!canPick}
        fileList={[]}
      >
        <div className={styles.addTile} data-testid={`${testId}-add`} data-disabled={!canPick}>
          {busy ? <Spin size="small" /> : <PlusOutlined />}
          <div>{busy ? t('upload.uploading') : t('upload.add')}</div>
        </div>
      </Upload>
    </div>
  );
}
