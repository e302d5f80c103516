import {
  SYNC_MINUTES_DEFAULT,
  type CapturePlatform,
  type CaptureShop,
  type ShopSavePayload,
} from '@console/contract';

/** What the shop form edits. The secret is write-only: the form never receives the stored one. */
export interface ShopFormValues {
  name: string;
  shop_id: string;
  app_key: string;
  secret: string;
  sync_minutes: number;
  enabled: boolean;
}

/** The form's first values: the shop's (its secret left empty, meaning "keep"), or a new shop's. */
export function shopFormValues(shop: CaptureShop | null): ShopFormValues {
  if (!shop)
    return {
      name: '',
      shop_id: '',
      app_key: '',
      secret: '',
      sync_minutes: SYNC_MINUTES_DEFAULT,
      enabled: true,
    };
  return {
    name: shop.name,
    shop_id: shop.shop_id,
    app_key: shop.app_key,
    secret: '',
    sync_minutes: shop.sync_minutes,
    enabled: shop.enabled,
  };
}

/** A new shop needs its secret; an edit may leave it empty to keep the stored one. */
export const secretRequired = (shop: CaptureShop | null): boolean => !shop?.has_secret;

/**
 * The save call's payload. An empty secret on an edit keeps the stored one (the server reads ''
 * as "keep"); a typed one is sent as typed apart from surrounding spaces, which a paste brings.
 */
export function shopSavePayload(
  platform: CapturePlatform,
  shop: CaptureShop | null,
  values: Partial<Pick<ShopFormValues, 'sync_minutes' | 'enabled'>> &
    Omit<ShopFormValues, 'sync_minutes' | 'enabled'>,
): ShopSavePayload {
  return {
    ...(shop ? { id: shop.id } : {}),
    platform,
    name: values.name.trim(),
    shop_id: values.shop_id.trim(),
    app_key: values.app_key.trim(),
    secret: values.secret.trim(),
    // A form without the field (Gantanhao's: it pushes) keeps what the shop has.
    sync_minutes: values.sync_minutes ?? shop?.sync_minutes ?? SYNC_MINUTES_DEFAULT,
    enabled: values.enabled ?? true,
  };
}
