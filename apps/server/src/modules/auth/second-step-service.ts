import type { Language, LoginTwoStepResult, PayloadOut, authEndpoints } from '@console/contract';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import {
  type Challenge,
  SecurityError,
  failChallenge,
  openChallenge,
  confirmPending,
  spendChallenge,
  spendCode,
  spendRecoveryCode,
  securityEnrol,
} from '../security';
import { findStaffById } from '../team';
import { AuthError } from './errors';
import { findMerchantById } from './queries';
import { openSession } from './login-service';

// A sign-in's second step (decision 055): the challenge `/login/dologin` answered, and a code of
// the person's authenticator app, or one recovery code; or, when the merchant requires two-step of
// someone without it, their enrolment: the QR code, then the first code makes the session.

type Client = { ip: string; userAgent: string; lang: Language };

/** The person may still sign in (a member disabled, a merchant disabled since the password). */
async function stillAllowed(ctx: AppContext, ch: Challenge): Promise<void> {
  const merchant = await findMerchantById(ctx.db, ch.merchantId);
  const staff = ch.staffId === null ? null : await findStaffById(ctx.db, ch.merchantId, ch.staffId);
  if (!merchant || merchant.status !== 'active' || (ch.staffId !== null && staff?.status !== 'active')) {
    throw new AppError(AuthError.accountDisabled);
  }
}

/** The enrolment's QR code for a challenge that asks for one. */
export async function loginTwoStepEnrol(
  ctx: AppContext,
  p: PayloadOut<typeof authEndpoints.loginTwoStepEnrol>,
) {
  const ch = await openChallenge(ctx, p.challenge);
  if (ch.purpose !== 'enrol') throw new AppError(SecurityError.challengeInvalid);
  await stillAllowed(ctx, ch);
  return securityEnrol(ctx, { merchantId: ch.merchantId, staffId: ch.staffId });
}

export async function loginTwoStep(
  ctx: AppContext,
  p: PayloadOut<typeof authEndpoints.loginTwoStep>,
  client: Client,
): Promise<LoginTwoStepResult> {
  const ch = await openChallenge(ctx, p.challenge);
  await stillAllowed(ctx, ch);
  const person = { merchantId: ch.merchantId, staffId: ch.staffId };
  if (!p.code && !(ch.purpose === 'verify' && p.recovery_code)) throw new AppError(SecurityError.challenge);
  try {
    return await ctx.db.transaction(async (tx) => {
      await spendChallenge(tx, ch.id);
      let recovery: string[] = [];
      if (ch.purpose === 'enrol') {
        recovery = await confirmPending(ctx, tx, person, p.code ?? '');
      } else if (p.code) {
        await spendCode(ctx, tx, person, p.code);
      } else {
        await spendRecoveryCode(ctx, tx, person, p.recovery_code ?? '');
      }
      const token = await openSession(
        ctx,
        tx,
        { ...person, account: ch.account, remember: ch.remember },
        client,
      );
      return { token, is_jd: false as const, recovery_codes: recovery };
    });
  } catch (error) {
    // The transaction rolled back (the challenge is still live): count the wrong code against it.
    if (
      error instanceof AppError &&
      (error.code === SecurityError.codeWrong.code || error.code === SecurityError.codeReplayed.code)
    ) {
      await failChallenge(ctx, ch.id);
    }
    throw error;
  }
}
