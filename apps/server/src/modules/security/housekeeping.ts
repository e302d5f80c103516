import { sql } from 'drizzle-orm';
import { type Purge, daysAgo, deleteInBatches } from '../../db/purge';
import { twoStepChallenges } from './tables';

/** Sign-in challenges a day after they ended (expired or used): credentials, no record. */
export const securityPurges: readonly Purge[] = [
  {
    name: 'two_step_challenges',
    run: (db, signal) =>
      deleteInBatches(
        db,
        twoStepChallenges,
        twoStepChallenges.id,
        sql`least(${twoStepChallenges.expiresAt}, ${twoStepChallenges.usedAt}) < ${daysAgo(1)}`,
        signal,
      ),
  },
];
