import { type Purge, purgeAfter } from '../../db/purge';
import { captureAuthorizations } from './tables';

/** Authorization states guard nothing once expired: kept a day for the log's sake (decision 022). */
export const capturePurges: readonly Purge[] = [
  purgeAfter(
    'capture_authorizations',
    captureAuthorizations,
    captureAuthorizations.id,
    captureAuthorizations.expiresAt,
    1,
  ),
];
