import { Code } from '@console/contract';
import { defineErrors } from '../../lib/app-error';
import type { CoreMessageKey } from '../../lib/i18n';
import type texts from './locales/zh-CN.json';

/** Distribution's refusals (a row outside the agent's tree is the core's not-found). */
export const AgentsError = defineErrors<keyof typeof texts | CoreMessageKey>()({
  rateAboveOwn: { code: Code.rateAboveOwn, key: 'err.rate_above_own' },
});
