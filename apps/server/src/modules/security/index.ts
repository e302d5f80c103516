// The security module's public entry: what sign-in and withdrawals ask of two-step sign-in.
export { SecurityError } from './errors';
export { type Challenge, failChallenge, issueChallenge, openChallenge, spendChallenge } from './challenges';
export {
  type Person,
  confirmPending,
  hasTwoStep,
  requireCurrentCode,
  spendCode,
  spendRecoveryCode,
  securityEnrol,
} from './two-step';
