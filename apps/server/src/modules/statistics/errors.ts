import { Code } from '@console/contract';
import { defineErrors } from '../../lib/app-error';
import type { CoreMessageKey } from '../../lib/i18n';
import type texts from './locales/zh-CN.json';

/** Statistics' refusals (another merchant's shop is the core's not-found). */
export const StatsError = defineErrors<keyof typeof texts | CoreMessageKey>()({
  /** A cost on a day after today ({day}): cost is what was spent. */
  costFutureDay: { code: Code.validation, key: 'err.cost_future_day' },
  /** The same cell ({day}) twice in one save. */
  costDuplicateCell: { code: Code.validation, key: 'err.cost_duplicate_cell' },
  /** The storefront is shop 0; a shop's cost names its shop. */
  costChannelShop: { code: Code.validation, key: 'err.cost_channel_shop' },
});
