// The topup domain's message keys (decision 056): `Msg` joins them (src/messages.ts). Their texts are
// in `texts/<lang>.json`, which its server module and its web pages both load.

export const topupMsg = {
  topupLines: 'v.topup_lines',
  topupStatus: 'v.topup_status',
} as const;
