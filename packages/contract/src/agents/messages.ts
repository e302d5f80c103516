// The agents domain's message keys (decision 056): `Msg` joins them (src/messages.ts). Their texts are
// in `texts/<lang>.json`, which its server module and its web pages both load.

export const agentsMsg = {
  subMerchantStatus: 'v.sub_merchant_status',
  subMerchantInvalid: 'v.sub_merchant_invalid',
  commissionInvalid: 'v.commission_invalid',
  rateItems: 'v.rate_items',
} as const;
