import { sql } from 'drizzle-orm';
import { type Purge, daysAgo, deleteInBatches } from '../../db/purge';
import { staffInvitations } from './tables';

// An invitation is a credential, useless once ended: kept a day after it expired or was used, as
// the accounts' activation links are (decision 022). Members themselves are never purged: the
// records of what they did name them.
export const teamPurges: readonly Purge[] = [
  {
    name: 'staff_invitations',
    run: (db, signal) =>
      deleteInBatches(
        db,
        staffInvitations,
        staffInvitations.tokenHash,
        sql`least(${staffInvitations.expiresAt}, ${staffInvitations.usedAt}) < ${daysAgo(1)}`,
        signal,
      ),
  },
];
