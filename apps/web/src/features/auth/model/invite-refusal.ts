import type { FormInstance } from 'antd';
import { Code } from '@console/contract';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { notifier } from '@/lib/notify';

/**
 * A refusal of a registration call (sent without the http client's alert): a stale invite code is
 * said on the invite field, where it is corrected; anything else in the usual error notification.
 */
export function showRegisterRefusal(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError)) return; // a failed connection was notified by the http client
  if (error.code === Code.inviteInvalid) {
    form.setFields([{ name: 'invite', errors: [error.msg] }]);
    form.scrollToField('invite', { focus: true });
    return;
  }
  notifier().error({
    title: i18n.t('common:http.error_title'),
    description: error.msg || i18n.t('common:http.error_fallback'),
  });
}
