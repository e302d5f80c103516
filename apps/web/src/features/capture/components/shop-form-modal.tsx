import { Form, Input, InputNumber, Modal, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SYNC_MINUTES_MAX,
  SYNC_MINUTES_MIN,
  type CapturePlatform,
  type CaptureShop,
} from '@console/contract';
import { captureApi } from '../api';
import {
  secretRequired,
  shopFormValues,
  shopSavePayload,
  signSecretRequired,
  type ShopFormValues,
} from '../model/shop-form';
import { CallbackUrl } from './copy-address';
import { useFormSave } from '@/lib/use-form-save';

export interface ShopFormModalProps {
  platform: CapturePlatform;
  /** The shop edited; null adds one. */
  shop: CaptureShop | null;
  /** Whether the console has an app in this platform's market (a shop may use it instead of its own). */
  marketApp: boolean;
  /** Where the platform's authorization page sends an own app's code (registered with the app). */
  callbackUrl: string;
  onClose: () => void;
  onSaved: (shop: CaptureShop) => void;
}

/**
 * Adds or edits a shop: through the console's app in the platform's market (authorized on the
 * platform's page afterwards), or with an app of the merchant's own. The secrets are never shown:
 * on an edit their fields start empty and an empty field keeps the stored one (the placeholder
 * says so); a new own app must have them.
 */
export function ShopFormModal({
  platform,
  shop,
  marketApp,
  callbackUrl,
  onClose,
  onSaved,
}: ShopFormModalProps) {
  const { t } = useTranslation('capture-detail');
  const [form] = Form.useForm<ShopFormValues>();
  const mode = Form.useWatch('auth_mode', form) ?? shop?.auth_mode ?? 'self';
  const ownApp = mode === 'self';
  const needsSecret = secretRequired(shop?.auth_mode === mode ? shop : null);
  const needsSignSecret = signSecretRequired(shop?.auth_mode === mode ? shop : null);
  // Gantanhao pushes its orders: the sync interval means nothing there, and it has no market.
  const pulls = platform !== 'gantanhao';
  const choosesMode = pulls && (marketApp || shop?.auth_mode === 'market');

  const { saving, save } = useFormSave(form, async (values) => {
    const { shop: saved } = await captureApi.captureShopSave(shopSavePayload(platform, shop, values));
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
        <Form.Item name="auth_mode" label={t('shop_form.auth_mode')} hidden={!choosesMode}>
          <Radio.Group data-testid="capture-shop-form-mode">
            <Radio value="market" data-testid="capture-shop-form-mode-market" disabled={!marketApp}>
              {t('shop_form.auth_market')}
            </Radio>
            <Radio value="self" data-testid="capture-shop-form-mode-self">
              {t('shop_form.auth_self')}
            </Radio>
          </Radio.Group>
        </Form.Item>
        {!ownApp && <p data-testid="capture-shop-form-market-hint">{t('shop_form.market_hint')}</p>}
        {ownApp && (
          <>
            <Form.Item
              name="app_key"
              label={t('shop_form.app_key')}
              rules={[{ required: true, whitespace: true, message: t('shop_form.app_key_required') }]}
            >
              <Input maxLength={128} autoComplete="off" data-testid="capture-shop-form-app-key" />
            </Form.Item>
            <SecretField name="secret" required={needsSecret} />
            {platform === 'kuaishou' && <SecretField name="sign_secret" required={needsSignSecret} />}
            {/* Pinduoduo and Kuaishou authorize an own app on their page too: its callback is ours. */}
            {(platform === 'pdd' || platform === 'kuaishou') && <CallbackUrl url={callbackUrl} />}
          </>
        )}
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

/**
 * A write-only secret: required when none is stored; otherwise empty keeps the stored one. A
 * password manager must not fill in the console's own password here.
 */
function SecretField({ name, required }: { name: 'secret' | 'sign_secret'; required: boolean }) {
  const { t } = useTranslation('capture-detail');
  return (
    <Form.Item
      name={name}
      label={t(`shop_form.${name}`)}
      rules={required ? [{ required: true, whitespace: true, message: t(`shop_form.${name}_required`) }] : []}
      extra={required ? undefined : t('shop_form.secret_keep_hint')}
    >
      <Input.Password
        maxLength={256}
        autoComplete="new-password"
        placeholder={required ? t('shop_form.secret_placeholder') : t('shop_form.secret_keep')}
        data-testid={name === 'secret' ? 'capture-shop-form-secret' : 'capture-shop-form-sign-secret'}
      />
    </Form.Item>
  );
}
