import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { IMAGE_SIZE_LIMIT_MB, Msg, type AccountProfile } from '@console/contract';
import { ImagePicker, type PickedImage } from '@/components/image-library';
import { toast } from '@/lib/toast';
import { saveService } from '../api/save-service';
import { libraryIdsOf } from '../model/library-images';

/** What the service widget shows at most (contract `SaveServicePayload`). */
export const SERVICE_QR_MAX = 3;
export const SERVICE_QR_TYPES = ['png', 'jpg', 'jpeg'] as const;
const PHONE_MAX = 20;
/** The contract's check of the phone: digits, `+`, `-`, spaces and brackets. */
const PHONE_PATTERN = /^[\d+\-\s()]*$/;

interface ServiceValues {
  customer_mobile: string;
  customer_weixin: PickedImage[];
}

export interface ServiceFormProps {
  profile: AccountProfile;
  qr: PickedImage[];
  onSaved: (profile: AccountProfile) => Promise<void>;
}

/** The customer-service QR images (from the library, up to 3) and phone of the service widget. */
export function ServiceForm({ profile, qr, onSaved }: ServiceFormProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<ServiceValues>();
  const [saving, setSaving] = useState(false);
  const current = Form.useWatch('customer_weixin', form) ?? qr;
  const detached = current.some((image) => image.id === 0);

  const submit = async ({ customer_mobile, customer_weixin }: ServiceValues) => {
    setSaving(true);
    try {
      let ids: number[];
      try {
        ids = await libraryIdsOf(customer_weixin);
      } catch {
        toast().error(t('settings.keep_failed'));
        return;
      }
      const saved = await saveService({
        customer_mobile: customer_mobile.trim(),
        customer_weixin_image_ids: ids,
      });
      toast().success(t('settings.saved'));
      await onSaved(saved);
    } catch {
      // the http client has shown why
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ServiceValues>
      form={form}
      layout="vertical"
      initialValues={{ customer_mobile: profile.customer_mobile, customer_weixin: qr }}
      onFinish={(values) => void submit(values)}
      data-testid="account-service-form"
    >
      <Form.Item
        name="customer_weixin"
        label={t('settings.service_qr')}
        extra={
          detached ? t('settings.not_in_library') : t('settings.service_qr_hint', { max: SERVICE_QR_MAX })
        }
      >
        <ImagePicker
          maxCount={SERVICE_QR_MAX}
          types={SERVICE_QR_TYPES}
          maxSizeMb={IMAGE_SIZE_LIMIT_MB}
          testId="account-service-qr-picker"
        />
      </Form.Item>
      <Form.Item
        name="customer_mobile"
        label={t('settings.service_phone')}
        rules={[{ pattern: PHONE_PATTERN, message: tc(Msg.servicePhoneInvalid) }]}
      >
        <Input
          maxLength={PHONE_MAX}
          allowClear
          placeholder={t('settings.service_phone_placeholder')}
          data-testid="account-service-phone"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="account-service-save">
        {t('settings.save')}
      </Button>
    </Form>
  );
}
