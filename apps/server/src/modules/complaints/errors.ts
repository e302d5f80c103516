import { Code } from '@console/contract';
import { defineErrors } from '../../lib/app-error';
import type { CoreMessageKey } from '../../lib/i18n';
import type texts from './locales/zh-CN.json';

/** The complaints domain's business errors (their texts: ./locales and the server's own). */
export const ComplaintsError = defineErrors<keyof typeof texts | CoreMessageKey>()({
  complaintTransition: { code: Code.complaintTransition, key: 'err.complaint_transition' },
});
