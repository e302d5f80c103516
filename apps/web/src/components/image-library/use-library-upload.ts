import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GALLERY_UPLOAD_MAX_FILES,
  GROUP_UNGROUPED,
  IMAGE_SIZE_LIMIT_MB,
  type GalleryTypeValue,
} from '@console/contract';
import { uploadApi } from '@/components/upload/api';
import { isUnderLimit } from '@/components/upload/rules';
import { toast } from '@/lib/toast';

/**
 * Uploads picked files into the library: files of 2 MB or more are refused here (文件大小超过2MB!),
 * the others go to `/partner/_upload_img` in batches, into the group on screen (ungrouped when
 * "all" is on screen). Resolves with how many were stored.
 */
export function useLibraryUpload(type: GalleryTypeValue, groupId: number, onStored: () => unknown) {
  const { t } = useTranslation('gallery');
  const [uploading, setUploading] = useState(false);

  const upload = useCallback(
    async (files: readonly File[]): Promise<number> => {
      const fitting = files.filter((f) => isUnderLimit(f.size, IMAGE_SIZE_LIMIT_MB));
      if (fitting.length < files.length)
        toast().error(t('library.upload_too_large', { mb: IMAGE_SIZE_LIMIT_MB }));
      if (fitting.length === 0) return 0;
      const group_id = Math.max(groupId, GROUP_UNGROUPED);
      setUploading(true);
      let stored = 0;
      try {
        for (let i = 0; i < fitting.length; i += GALLERY_UPLOAD_MAX_FILES) {
          const { list } = await uploadApi.uploadImages(fitting.slice(i, i + GALLERY_UPLOAD_MAX_FILES), {
            group_id,
            type,
          });
          stored += list.length;
        }
      } catch {
        // the http client has shown the server's reason (the refused file by name)
      } finally {
        setUploading(false);
        if (stored > 0) {
          toast().success(t('library.uploaded', { n: stored }));
          await onStored();
        }
      }
      return stored;
    },
    [groupId, onStored, t, type],
  );

  return { upload, uploading };
}
