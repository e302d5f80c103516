import { eq } from 'drizzle-orm';
import { type PayloadOut, type authEndpoints } from '@console/contract';
import { merchants } from './tables';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { hashPassword } from '../../lib/password';
import { revokeAllSessions } from './session-service';
import { checkVerifyCode, spendVerifyCode } from './sms-service';
import { findMerchantByMobile } from './queries';
import { AuthError } from './errors';

/** Forgotten password: a new one by SMS code; every session of the merchant ends. */
export async function resetPassword(ctx: AppContext, input: PayloadOut<typeof authEndpoints.resetPassword>) {
  const codeId = await checkVerifyCode(ctx, { mobile: input.mobile, scene: 'reset', code: input.code });
  const merchant = await findMerchantByMobile(ctx.db, input.mobile);
  if (!merchant) throw new AppError(AuthError.smsCodeWrong);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await spendVerifyCode(tx, codeId);
    await tx
      .update(merchants)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(merchants.id, merchant.id));
    await revokeAllSessions(tx, { merchantId: merchant.id, staffId: null });
  });
}
