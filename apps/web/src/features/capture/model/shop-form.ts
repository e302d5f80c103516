import {
  SYNC_MINUTES_DEFAULT,
  type CapturePlatform,
  type CaptureShop,
  type ShopAuthMode,
  type ShopSavePayload,
} from '@console/contract';

/** What the shop form edits. The secrets are write-only: the form never receives the stored ones. */
export interface ShopFormValues {
  name: string;
  shop_id: string;
  auth_mode: ShopAuthMode;
  app_key: string;
  secret: string;
  sign_secret: string;
  sync_minutes: number;
  enabled: boolean;
}

/** The form's first values: the shop's (its secret left empty, meaning "keep"), or a new shop's. */
export function shopFormValues(shop: CaptureShop | null): ShopFormValues {
  if (!shop)
    return {
      name: '',
      shop_id: '',
      auth_mode: 'self',
      app_key: '',
      secret: '',
      sign_secret: '',
      sync_minutes: SYNC_MINUTES_DEFAULT,
      enabled: true,
    };
  return {
    name: shop.name,
    shop_id: shop.shop_id,
    auth_mode: shop.auth_mode,
    app_key: shop.app_key,
    secret: '',
    sign_secret: '',
    sync_minutes: shop.sync_minutes,
    enabled: shop.enabled,
  };
}

/**
 * An own app needs its secret: a new shop's, or one that leaves the app market; an edit of an own
 * app may leave it empty to keep the stored one.
 */
export const secretRequired = (shop: CaptureShop | null): boolean =>
  !shop?.has_secret || shop.auth_mode === 'market';

/** Kuaishou's own app signs with a sign secret of its own, kept like the secret. */
export const signSecretRequired = (shop: CaptureShop | null): boolean =>
  !shop?.has_sign_secret || shop.auth_mode === 'market';

/**
 * The save call's payload. An empty secret on an edit keeps the stored one (the server reads ''
 * as "keep"); a typed one is sent as typed apart from surrounding spaces, which a paste brings.
 */
export function shopSavePayload(
  platform: CapturePlatform,
  shop: CaptureShop | null,
  values: Partial<Pick<ShopFormValues, 'sync_minutes' | 'enabled' | 'auth_mode' | 'sign_secret'>> &
    Omit<ShopFormValues, 'sync_minutes' | 'enabled' | 'auth_mode' | 'sign_secret'>,
): ShopSavePayload {
  const authMode = values.auth_mode ?? 'self';
  // A market shop uses the console's app: nothing of an own app is sent.
  const own = authMode === 'self';
  return {
    ...(shop ? { id: shop.id } : {}),
    platform,
    name: values.name.trim(),
    shop_id: values.shop_id.trim(),
    auth_mode: authMode,
    app_key: own ? (values.app_key ?? '').trim() : '',
    secret: own ? (values.secret ?? '').trim() : '',
    sign_secret: own ? (values.sign_secret ?? '').trim() : '',
    // A form without the field (Gantanhao's: it pushes) keeps what the shop has.
    sync_minutes: values.sync_minutes ?? shop?.sync_minutes ?? SYNC_MINUTES_DEFAULT,
    enabled: values.enabled ?? true,
  };
}
