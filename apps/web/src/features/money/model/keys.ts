/** TanStack Query keys of the money screens: a request invalidates everything under `all`. */
export const moneyKeys = {
  all: ['money'] as const,
  ledger: (query: object) => ['money', 'ledger', query] as const,
  withdrawals: (query: object) => ['money', 'withdrawals', query] as const,
  payees: () => ['money', 'payees'] as const,
  config: () => ['money', 'withdraw-config'] as const,
  subsidies: (query: object) => ['money', 'subsidies', query] as const,
  recharges: (query: object) => ['money', 'subsidy-recharges', query] as const,
};
