import { Code } from '@console/contract';
import { defineErrors } from '../../lib/app-error';
import type { CoreMessageKey } from '../../lib/i18n';
import type texts from './locales/zh-CN.json';

/** Two-step sign-in's business errors (their texts: ./locales). */
export const SecurityError = defineErrors<keyof typeof texts | CoreMessageKey>()({
  challenge: { code: Code.twoStepChallenge, key: 'err.two_step_challenge' },
  enrolRequired: { code: Code.twoStepEnrolRequired, key: 'err.two_step_enrol_required' },
  codeWrong: { code: Code.twoStepCodeWrong, key: 'err.two_step_code_wrong' },
  codeReplayed: { code: Code.twoStepCodeReplayed, key: 'err.two_step_code_replayed' },
  challengeInvalid: { code: Code.twoStepChallengeInvalid, key: 'err.two_step_challenge_invalid' },
  notEnrolling: { code: Code.twoStepNotEnrolling, key: 'err.two_step_not_enrolling' },
  alreadyOn: { code: Code.twoStepAlreadyOn, key: 'err.two_step_already_on' },
  off: { code: Code.twoStepOff, key: 'err.two_step_off' },
  /** The same two, for a field of another form (a withdrawal's `two_step_code`). */
  codeFieldWrong: { code: Code.twoStepCodeWrong, key: 'err.two_step_code_field_wrong' },
  codeFieldReplayed: { code: Code.twoStepCodeReplayed, key: 'err.two_step_code_field_replayed' },
  codeMissing: { code: Code.twoStepCodeMissing, key: 'err.two_step_code_missing' },
  proofMissing: { code: Code.twoStepProofMissing, key: 'err.two_step_proof_missing' },
  requiredByTeam: { code: Code.twoStepRequiredByTeam, key: 'err.two_step_required_by_team' },
  ownerFirst: { code: Code.twoStepOwnerFirst, key: 'err.two_step_owner_first' },
});
