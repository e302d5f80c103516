import { type Purge, purgeAfter } from '../../db/purge';
import { storeApplications } from './tables';

/**
 * Days an application's record is kept (decision 022). Its request id only has to answer a
 * repeated press for minutes; the record also says from which address a public page placed the
 * order, which a dispute about an order in someone else's name may ask for, like the partners'
 * calls (webhook_calls, also 90 days). The order itself stays.
 */
export const STORE_APPLICATION_DAYS = 90;

export const storePurges: readonly Purge[] = [
  purgeAfter(
    'store_applications',
    storeApplications,
    storeApplications.requestId,
    storeApplications.createdAt,
    STORE_APPLICATION_DAYS,
  ),
];
