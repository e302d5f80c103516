import { useState } from 'react';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { IMAGE_SIZE_LIMIT_MB, type AccountProfile } from '@console/contract';
import type { PickedImage } from '@/components/image-library';
import { TrimInput } from '@/components/trim-input';
import { useFormRules } from '@/lib/form-rules';
import { toast } from '@/lib/toast';
import { accountApi } from '../api';
import { libraryIdsOf } from '../model/library-images';
import { LogoField } from './logo-field';

const STORE_NAME_MAX = 50;

interface StoreValues {
  store_name: string;
  logo: PickedImage[];
}

export interface StoreFormProps {
  profile: AccountProfile;
  /** The logo as the form holds it (from the library when found there). */
  logo: PickedImage[];
  /** After a save: the new profile (the caller refreshes the merchant info). */
  onSaved: (profile: AccountProfile) => Promise<void>;
}

/** Store name and logo; the logo is picked from the image library or uploaded into it. */
export function StoreForm({ profile, logo, onSaved }: StoreFormProps) {
  const { t } = useTranslation('account');
  const rules = useFormRules();
  const [form] = Form.useForm<StoreValues>();
  const [saving, setSaving] = useState(false);
  const current = Form.useWatch('logo', form) ?? logo;
  const detached = current.some((image) => image.id === 0);

  const submit = async ({ store_name, logo: picked }: StoreValues) => {
    setSaving(true);
    try {
      let ids: number[];
      try {
        ids = await libraryIdsOf(picked);
      } catch {
        toast().error(t('settings.keep_failed'));
        return;
      }
      const saved = await accountApi.saveStore({
        store_name: store_name.trim(),
        logo_image_id: ids[0] ?? null,
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
    <Form<StoreValues>
      form={form}
      layout="vertical"
      initialValues={{ store_name: profile.store_name, logo }}
      onFinish={(values) => void submit(values)}
      data-testid="account-store-form"
    >
      <Form.Item name="store_name" label={t('settings.store_name')} rules={rules.storeName}>
        <TrimInput maxLength={STORE_NAME_MAX} allowClear data-testid="account-store-name-input" />
      </Form.Item>
      <Form.Item
        name="logo"
        label={t('settings.logo')}
        extra={detached ? t('settings.not_in_library') : t('settings.logo_hint', { mb: IMAGE_SIZE_LIMIT_MB })}
      >
        <LogoField />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="account-store-save">
        {t('settings.save')}
      </Button>
    </Form>
  );
}
