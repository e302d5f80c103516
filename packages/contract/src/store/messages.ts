// The store domain's message keys (decision 056): `Msg` joins them (src/messages.ts). Their texts are
// in `texts/<lang>.json`, which its server module and its web pages both load.

export const storeMsg = {
  storeLinkInvalid: 'v.store_link_invalid',
  storeCodePurpose: 'v.store_code_purpose',
  requestIdInvalid: 'v.request_id_invalid',
  idNumberRequired: 'v.id_number_required',
  areaRequired: 'v.area_required',
  consentRequired: 'v.consent_required',
} as const;
