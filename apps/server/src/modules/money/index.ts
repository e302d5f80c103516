// The money module's public entry: what the other domains may use (its tables are in ./tables).
export {
  chargeTopup,
  lockBalance,
  readBalance,
  readBalanceCents,
  refundTopups,
  settleCommission,
  settleCommissions,
} from './ledger';
export { withdrawList } from './service';
export { verifyLedger } from './verify';
export { verifyLedgerDaily } from './ledger-daily-verify';
