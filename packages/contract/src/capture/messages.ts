// The capture domain's message keys (decision 056): `Msg` joins them (src/messages.ts). Their texts are
// in `texts/<lang>.json`, which its server module and its web pages both load.

export const captureMsg = {
  capturePlatform: 'v.capture_platform',
  captureState: 'v.capture_state',
  shopAttention: 'v.shop_attention',
  shopNameRequired: 'v.shop_name_required',
  shopIdRequired: 'v.shop_id_required',
  appKeyRequired: 'v.app_key_required',
  shopAuthMode: 'v.shop_auth_mode',
  syncMinutes: 'v.sync_minutes',
  productIdRequired: 'v.product_id_required',
  mappingItems: 'v.mapping_items',
  roomIdRequired: 'v.room_id_required',
} as const;
