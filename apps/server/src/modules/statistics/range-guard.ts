import type { Language } from '@console/contract';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { CoreError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { todayIn } from './calendar';

/**
 * A statistics range may not end after today (issue 39): the days to come have no orders, and a
 * table of zeros for them reads like a fault. Refused (not clamped) so that a caller learns its
 * range was wrong, in the validation's words naming the field (`end_date`). The pickers offer no
 * future day, so a person never meets it.
 */
export function refuseFutureRange(ctx: AppContext, q: { end_date: string }, lang: Language): void {
  const today = todayIn(ctx.config.TIME_ZONE);
  if (q.end_date <= today) return;
  const reason = translate(lang, 'err.stats_future_end', { today });
  throw AppError.worded(CoreError.invalid, translate(lang, 'v.field', { field: 'end_date', reason }));
}
