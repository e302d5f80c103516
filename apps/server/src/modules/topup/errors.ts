import { Code } from '@console/contract';
import { defineErrors } from '../../lib/app-error';
import type { CoreMessageKey } from '../../lib/i18n';
import type texts from './locales/zh-CN.json';

/** Top-up's refusals (another merchant's batch is the core's not-found). */
export const TopupError = defineErrors<keyof typeof texts | CoreMessageKey>()({
  /** `{count}` lines in error; the data lists them (line number, error). */
  linesInvalid: { code: Code.topupLinesInvalid, key: 'err.topup_lines_invalid' },
  balanceShort: { code: Code.topupBalanceShort, key: 'err.topup_balance_short' },
  nothingToRetry: { code: Code.topupNothingToRetry, key: 'err.topup_nothing_to_retry' },
  idempotencyConflict: { code: Code.idempotencyConflict, key: 'err.topup_idempotency_conflict' },
  /** More lines than TOPUP_BATCH_MAX_LINES. */
  tooManyLines: { code: Code.validation, key: 'err.topup_too_many_lines' },
  sheetUnreadable: { code: Code.spreadsheetRejected, key: 'err.topup_sheet_unreadable' },
});
