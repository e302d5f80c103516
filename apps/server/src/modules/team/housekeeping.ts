import { type Purge, endedAt, purgeAfter } from '../../db/purge';
import { staffInvitations } from './tables';

// An invitation is a credential, useless once ended: kept a day after it expired or was used, as
// the accounts' activation links are (decision 022). Members themselves are never purged: the
// records of what they did name them.
export const teamPurges: readonly Purge[] = [
  purgeAfter(
    'staff_invitations',
    staffInvitations,
    staffInvitations.tokenHash,
    endedAt(staffInvitations.expiresAt, staffInvitations.usedAt),
    1,
  ),
];
