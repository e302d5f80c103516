import { Code } from '@console/contract';
import { defineErrors } from '../../lib/app-error';
import type { CoreMessageKey } from '../../lib/i18n';
import type texts from './locales/zh-CN.json';

/** The account domain's business errors (their texts: ./locales and the server's own). */
export const AccountError = defineErrors<keyof typeof texts | CoreMessageKey>()({
  oldPasswordWrong: { code: Code.oldPasswordWrong, key: 'err.old_password_wrong' },
});
