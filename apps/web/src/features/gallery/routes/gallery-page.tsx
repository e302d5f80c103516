import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageLibrary, type PickedImage } from '@/components/image-library';
import styles from './gallery-page.module.css';

/**
 * `/gallery`: the merchant's image library outside any form, without selection limits: groups,
 * uploads, search, and moving or deleting the selected images.
 */
export function GalleryPage() {
  const { t } = useTranslation('gallery');
  const [selected, setSelected] = useState<PickedImage[]>([]);
  return (
    <div className={styles.page} data-testid="gallery-page">
      <p className={styles.hint}>{t('page.hint')}</p>
      <ImageLibrary selected={selected} onSelectedChange={setSelected} />
    </div>
  );
}
