import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SYNC_MINUTES_MAX,
  SYNC_MINUTES_MIN,
  type CapturePlatform,
  type CaptureShop,
} from '@console/contract';
import { captureApi } from '../api';
import { secretRequired, shopFormValues, shopSavePayload, type ShopFormValues } from '../model/shop-form';
import { useFormSave } from '@/lib/use-form-save';

export interface ShopFormModalProps {
  platform: CapturePlatform;
  /** The shop edited; null adds one. */
  shop: CaptureShop | null;
  onClose: () => void;
  onSaved: (shop: CaptureShop) => void;
}

/**
 * Adds or edits a shop. The secret is never shown: on an edit its field starts empty and an
 * empty field keeps the stored secret (the placeholder says so); a new shop must have one.
 */
export function ShopFormModal({ platform, shop, onClose, onSaved }: ShopFormModalProps) {
  const { t } = useTranslation('capture-detail');
  const [form] = Form.useForm<ShopFormValues>();
  const needsSecret = secretRequired(shop);
  // Gantanhao pushes its orders: the sync interval means nothing there.
  const pulls = platform !== 'gantanhao';

  const { saving, save } = useFormSave(form, async (values) => {
    const { shop: saved } = await captureApi.saveShop(shopSavePayload(platform, shop, values));
    onSaved(saved);
  });

  return (
    <Modal
      open
      title={shop ? t('shop_form.edit_title', { name: shop.name }) : t('shop_form.add_title')}
      okText={t('shop_form.save')}
      cancelText={t('shop_form.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ ...({ 'data-testid': 'capture-shop-form-save' } as object) }}
    >
      <Form<ShopFormValues>
        form={form}
        layout="vertical"
        initialValues={shopFormValues(shop)}
        data-testid="capture-shop-form"
        // Enter in a field saves, as the OK button does.
        onFinish={() => void save()}
      >
        <Form.Item
          name="name"
          label={t('shop_form.name')}
          rules={[{ required: true, whitespace: true, message: t('shop_form.name_required') }]}
        >
          <Input maxLength={50} data-testid="capture-shop-form-name" />
        </Form.Item>
        <Form.Item
          name="shop_id"
          label={t('shop_form.shop_id')}
          rules={[{ required: true, whitespace: true, message: t('shop_form.shop_id_required') }]}
        >
          <Input maxLength={64} data-testid="capture-shop-form-shop-id" />
        </Form.Item>
        <Form.Item
          name="app_key"
          label={t('shop_form.app_key')}
          rules={[{ required: true, whitespace: true, message: t('shop_form.app_key_required') }]}
        >
          <Input maxLength={128} autoComplete="off" data-testid="capture-shop-form-app-key" />
        </Form.Item>
        <Form.Item
          name="secret"
          label={t('shop_form.secret')}
          rules={
            needsSecret ? [{ required: true, whitespace: true, message: t('shop_form.secret_required') }] : []
          }
          extra={needsSecret ? undefined : t('shop_form.secret_keep_hint')}
        >
          <Input.Password
            maxLength={256}
            // A password manager must not fill in the console's own password here.
            autoComplete="new-password"
            placeholder={needsSecret ? t('shop_form.secret_placeholder') : t('shop_form.secret_keep')}
            data-testid="capture-shop-form-secret"
          />
        </Form.Item>
        {pulls && (
          <Form.Item
            name="sync_minutes"
            label={t('shop_form.sync_minutes')}
            rules={[
              {
                required: true,
                message: t('shop_form.sync_minutes_range', { min: SYNC_MINUTES_MIN, max: SYNC_MINUTES_MAX }),
              },
            ]}
            extra={t('shop_form.sync_minutes_range', { min: SYNC_MINUTES_MIN, max: SYNC_MINUTES_MAX })}
          >
            <InputNumber
              min={SYNC_MINUTES_MIN}
              max={SYNC_MINUTES_MAX}
              precision={0}
              data-testid="capture-shop-form-minutes"
            />
          </Form.Item>
        )}
        <Form.Item name="enabled" label={t('shop_form.enabled')} valuePropName="checked">
          <Switch data-testid="capture-shop-form-enabled" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
