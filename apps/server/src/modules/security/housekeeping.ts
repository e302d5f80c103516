import { type Purge, endedAt, purgeAfter } from '../../db/purge';
import { twoStepChallenges } from './tables';

/** Sign-in challenges a day after they ended (expired or used): credentials, no record. */
export const securityPurges: readonly Purge[] = [
  purgeAfter(
    'two_step_challenges',
    twoStepChallenges,
    twoStepChallenges.id,
    endedAt(twoStepChallenges.expiresAt, twoStepChallenges.usedAt),
    1,
  ),
];
