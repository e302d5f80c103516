// The account domain's message keys (decision 056): `Msg` joins them (src/messages.ts). Their texts are
// in `texts/<lang>.json`, which its server module and its web pages both load.

export const accountMsg = {
  servicePhoneInvalid: 'v.service_phone_invalid',
} as const;
