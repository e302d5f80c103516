import { Code } from '@console/contract';
import { defineErrors } from '../../lib/app-error';
import type { CoreMessageKey } from '../../lib/i18n';
import type texts from './locales/zh-CN.json';

/** The money domain's business errors (their texts: ./locales and the server's own). */
export const MoneyError = defineErrors<keyof typeof texts | CoreMessageKey>()({
  idempotencyConflict: { code: Code.idempotencyConflict, key: 'err.idempotency_conflict' },
  insufficientBalance: { code: Code.insufficientBalance, key: 'err.insufficient_balance' },
  payeeLimit: { code: Code.payeeLimit, key: 'err.payee_limit' },
  subsidyCancelled: { code: Code.subsidyCancelled, key: 'err.subsidy_cancelled' },
  withdrawAboveMax: { code: Code.withdrawAboveMax, key: 'err.withdraw_above_max' },
  withdrawBelowMin: { code: Code.withdrawBelowMin, key: 'err.withdraw_below_min' },
  withdrawPending: { code: Code.withdrawPending, key: 'err.withdraw_pending' },
  withdrawTransition: { code: Code.withdrawTransition, key: 'err.withdraw_transition' },
});
