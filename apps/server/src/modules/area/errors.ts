import { Code } from '@console/contract';
import { defineErrors } from '../../lib/app-error';
import type { CoreMessageKey } from '../../lib/i18n';
import type texts from './locales/zh-CN.json';

/** The area domain's business errors (their texts: ./locales and the server's own). */
export const AreaError = defineErrors<keyof typeof texts | CoreMessageKey>()({
  fileNotFound: { code: Code.notFound, key: 'area.file_not_found', status: 404 },
});
