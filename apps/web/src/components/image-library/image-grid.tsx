import { useState, type KeyboardEvent } from 'react';
import { Button, Empty, Image } from 'antd';
import { CheckCircleFilled, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@console/contract';
import { formatFileSize } from './format-size';
import styles from './library.module.css';

export interface ImageGridProps {
  images: readonly GalleryImage[];
  /** Ids of the selected images, in the order of selection. */
  selectedIds: readonly number[];
  onToggle: (image: GalleryImage) => void;
}

/** The thumbnails of a page: a click (or Space / Enter) selects, the eye opens the full image. */
export function ImageGrid({ images, selectedIds, onToggle }: ImageGridProps) {
  const { t, i18n } = useTranslation('gallery');
  const [preview, setPreview] = useState<string | null>(null);

  if (images.length === 0) {
    return <Empty className={styles.empty} description={t('library.empty')} data-testid="library-empty" />;
  }

  const onKey = (event: KeyboardEvent, image: GalleryImage) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onToggle(image);
    }
  };

  return (
    <>
      <ul className={styles.grid} data-testid="library-images">
        {images.map((image) => {
          const order = selectedIds.indexOf(image.id);
          const selected = order >= 0;
          return (
            // The tile's checkbox and its preview button side by side, not one in the other: a
            // checkbox's content is read as one label, so a button inside it would be lost to a
            // screen reader. The list item takes the click and the keys of both its parts.
            <li
              key={image.id}
              className={`${styles.tile} ${selected ? styles.tileSelected : ''}`}
              onClick={() => onToggle(image)}
              onKeyDown={(e) => onKey(e, image)}
              data-testid="library-image"
              data-image-id={image.id}
              data-selected={selected}
              data-ext={image.ext}
            >
              <div
                className={styles.toggle}
                role="checkbox"
                aria-checked={selected}
                aria-label={image.file_name}
                tabIndex={0}
              >
                <div className={styles.thumb}>
                  <img src={image.thumb_url || image.file_url} alt={image.file_name} loading="lazy" />
                  {selected && (
                    <span className={styles.check} aria-hidden>
                      <CheckCircleFilled />
                    </span>
                  )}
                </div>
                <div className={styles.tileName} title={image.file_name}>
                  {image.file_name}
                </div>
                <div className={styles.tileMeta}>
                  {image.width}×{image.height} · {formatFileSize(image.file_size, i18n.language)}
                </div>
              </div>
              {/* Over the thumbnail's corner, as it was when it sat inside it. */}
              <div className={styles.previewArea}>
                <Button
                  className={styles.previewButton}
                  size="small"
                  shape="circle"
                  icon={<EyeOutlined />}
                  aria-label={t('library.preview')}
                  onClick={(e) => {
                    e.stopPropagation();
                    setPreview(image.file_url);
                  }}
                  onKeyDown={(e) => e.stopPropagation()}
                  data-testid="library-image-preview"
                />
              </div>
            </li>
          );
        })}
      </ul>
      {preview && (
        <div className={styles.hidden}>
          <Image
            src={preview}
            preview={{ open: true, src: preview, onOpenChange: (open) => !open && setPreview(null) }}
          />
        </div>
      )}
    </>
  );
}
