import { lt } from 'drizzle-orm';
import { type Purge, daysAgo, deleteInBatches } from '../../db/purge';
import { captureAuthorizations } from './tables';

/** Authorization states guard nothing once expired: kept a day for the log's sake (decision 022). */
export const capturePurges: readonly Purge[] = [
  {
    name: 'capture_authorizations',
    run: (db, signal) =>
      deleteInBatches(
        db,
        captureAuthorizations,
        captureAuthorizations.id,
        lt(captureAuthorizations.expiresAt, daysAgo(1)),
        signal,
      ),
  },
];
