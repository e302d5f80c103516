import { useRef, useState } from 'react';
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  COMPLAINT_ATTACHMENTS_MAX,
  galleryEndpoints,
  GalleryType,
  IMAGE_SIZE_LIMIT_MB,
} from '@console/contract';
import { useCanCall } from '@/lib/permission';
import { ImagePicker, type PickedImage } from '@/components/image-library';
import { uploadApi } from '@/components/upload/api';
import { acceptAttribute, isAcceptedType, isUnderLimit } from '@/components/upload/rules';
import { toast } from '@/lib/toast';
import { complaintApi } from '../api';
import styles from './handle.module.css';

/** What the server's image pipeline takes. */
const KINDS: readonly string[] = ['png', 'jpeg', 'gif', 'webp'];

export interface AttachmentsFieldProps {
  value?: PickedImage[];
  onChange?: (images: PickedImage[]) => void;
  disabled?: boolean;
}

/**
 * The images of a handling, at most COMPLAINT_ATTACHMENTS_MAX: chosen from the complaint image
 * library (type 2, where uploads and groups work as on the gallery page), or uploaded from here
 * straight into it (`/partner/_upload_img`, then `/upload.file/addComplaintWorkOrderFile`), which
 * is quicker on a phone. An antd Form control.
 */
export function AttachmentsField({ value = [], onChange, disabled }: AttachmentsFieldProps) {
  const { t } = useTranslation('complaints');
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const canUpload = useCanCall(galleryEndpoints.addComplaintFile);
  const room = COMPLAINT_ATTACHMENTS_MAX - value.length;

  const upload = async (picked: File[]) => {
    const kinds = picked.filter((f) => isAcceptedType(f, KINDS));
    if (kinds.length < picked.length) toast().error(t('form.type_error'));
    const fitting = kinds.filter((f) => isUnderLimit(f.size, IMAGE_SIZE_LIMIT_MB));
    if (fitting.length < kinds.length) toast().error(t('form.too_large', { mb: IMAGE_SIZE_LIMIT_MB }));
    if (fitting.length > room)
      toast().warning(
        t('form.too_many', { max: COMPLAINT_ATTACHMENTS_MAX, count: COMPLAINT_ATTACHMENTS_MAX }),
      );
    const files = fitting.slice(0, Math.max(0, room));
    if (files.length === 0) return;
    setUploading(true);
    try {
      const { list: uploads } = await uploadApi.uploadImages(files, { type: GalleryType.complaint });
      const { list } = await complaintApi.addComplaintFile({ upload_ids: uploads.map((u) => u.upload_id) });
      onChange?.([...value, ...list]);
    } catch {
      // the http client has shown the server's reason (the refused file by name)
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={styles.attachments} data-testid="complaint-attachments-field">
      <ImagePicker
        type={GalleryType.complaint}
        maxCount={COMPLAINT_ATTACHMENTS_MAX}
        value={value}
        onChange={onChange}
        disabled={disabled || uploading}
        testId="complaint-attachments"
      />
      <div className={styles.uploadRow}>
        {/* An upload is the image library's `add` (its own screen's action), apart from handling. */}
        {canUpload && (
          <Button
            icon={<UploadOutlined />}
            loading={uploading}
            disabled={disabled || room <= 0}
            onClick={() => input.current?.click()}
            data-testid="complaint-attachments-upload"
          >
            {t('form.upload')}
          </Button>
        )}
        <span className={styles.hint}>
          {t('form.attachments_hint', { max: COMPLAINT_ATTACHMENTS_MAX, count: COMPLAINT_ATTACHMENTS_MAX })}
        </span>
      </div>
      <input
        ref={input}
        type="file"
        multiple
        // Inline: antd's form styles show every `input[type=file]` inside a Form.Item as a block.
        style={{ display: 'none' }}
        accept={acceptAttribute(KINDS)}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void upload(files);
        }}
        data-testid="complaint-attachments-input"
      />
    </div>
  );
}
