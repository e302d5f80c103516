import { useState } from 'react';
import { Button, Spin, Upload } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMAGE_SIZE_LIMIT_MB, type UploadResult } from '@console/contract';
import { toast } from '@/lib/toast';
import { uploadApi, type UploadFieldsInput } from './api';
import { SIMPLE_TYPES, acceptAttribute, isAcceptedType, isUnderLimit } from './rules';
import styles from './upload.module.css';

export interface SimpleImageUploadProps extends UploadFieldsInput {
  /** The file url of the image (controlled; `''` for none). */
  value?: string;
  onChange?: (url: string) => void;
  /** The whole answer of the upload (upload id, thumbnail...), for callers that need more than the url. */
  onUploaded?: (result: UploadResult) => void;
  disabled?: boolean;
  /** `data-testid` of the control (default `simple-image-upload`). */
  testId?: string;
}

/**
 * One image, jpeg or png under 2 MB (spec section 5), sent to `/partner/_upload_img_single`
 * (60 s time-out). Usable as an antd Form control: its value is the file url.
 */
export function SimpleImageUpload(props: SimpleImageUploadProps) {
  const { value = '', onChange, onUploaded, disabled, testId = 'simple-image-upload' } = props;
  const { group_id, type } = props;
  const { t } = useTranslation('gallery');
  const [busy, setBusy] = useState(false);

  const send = async (file: File) => {
    setBusy(true);
    try {
      const result = await uploadApi.uploadImage(file, file.name, { group_id, type });
      onUploaded?.(result);
      onChange?.(result.file_url);
    } catch {
      // the http client has shown the server's reason
    } finally {
      setBusy(false);
    }
  };

  const beforeUpload = (file: File) => {
    if (!isAcceptedType(file, SIMPLE_TYPES)) toast().error(t('upload.type_error'));
    else if (!isUnderLimit(file.size, IMAGE_SIZE_LIMIT_MB))
      toast().error(t('upload.too_large', { mb: IMAGE_SIZE_LIMIT_MB }));
    else void send(file);
    return Upload.LIST_IGNORE;
  };

  return (
    <div className={styles.simple} data-testid={testId} data-value={value}>
      <Upload
        listType="picture-card"
        showUploadList={false}
        accept={acceptAttribute(SIMPLE_TYPES)}
        beforeUpload={beforeUpload}
        disabled={disabled || busy}
        fileList={[]}
      >
        {busy ? (
          <Spin size="small" />
        ) : value ? (
          <img className={styles.simpleImage} src={value} alt={t('upload.image_alt')} />
        ) : (
          <div className={styles.addTile}>
            <PlusOutlined />
            <div>{t('upload.add')}</div>
          </div>
        )}
      </Upload>
      {value && !busy && !disabled && (
        <Button
          className={styles.clear}
          size="small"
          shape="circle"
          icon={<CloseOutlined />}
          aria-label={t('upload.remove')}
          onClick={() => onChange?.('')}
          data-testid={`${testId}-clear`}
        />
      )}
    </div>
  );
}
