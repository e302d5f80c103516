// The money domain's message keys (decision 056): `Msg` joins them (src/messages.ts). Their texts are
// in `texts/<lang>.json`, which its server module and its web pages both load.

export const moneyMsg = {
  amountRequired: 'v.amount_required',
  amountInvalid: 'v.amount_invalid',
  ledgerType: 'v.ledger_type',
  withdrawStatus: 'v.withdraw_status',
  subsidyStatus: 'v.subsidy_status',
  payeeKind: 'v.payee_kind',
  payeeRequired: 'v.payee_required',
  holderRequired: 'v.holder_required',
  bankRequired: 'v.bank_required',
  cardNumberInvalid: 'v.card_number_invalid',
  alipayRequired: 'v.alipay_required',
} as const;
