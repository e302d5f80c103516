import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  Msg,
  SERVICE_PHONE_MAX_LENGTH,
  SERVICE_PHONE_PATTERN,
  SERVICE_QR_MAX,
  type AccountProfile,
} from '@console/contract';
import type { PickedImage } from '@/components/image-library';
import { toast } from '@/lib/toast';
import { accountApi } from '../api';
import { libraryIdsOf } from '../model/library-images';
import { QrField, SERVICE_QR_MAX_MB } from './qr-field';

interface ServiceValues {
  customer_mobile: string;
  customer_weixin: PickedImage[];
}

export interface ServiceFormProps {
  profile: AccountProfile;
  qr: PickedImage[];
  onSaved: (profile: AccountProfile) => Promise<void>;
}

/** The customer-service QR images (from the library or uploaded, up to 3) and phone of the service widget. */
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
      const saved = await accountApi.saveService({
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
          detached
            ? t('settings.not_in_library')
            : t('settings.service_qr_hint', { max: SERVICE_QR_MAX, mb: SERVICE_QR_MAX_MB })
        }
      >
        <QrField />
      </Form.Item>
      <Form.Item
        name="customer_mobile"
        label={t('settings.service_phone')}
        rules={[{ pattern: SERVICE_PHONE_PATTERN, message: tc(Msg.servicePhoneInvalid) }]}
      >
        <Input
          maxLength={SERVICE_PHONE_MAX_LENGTH}
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
