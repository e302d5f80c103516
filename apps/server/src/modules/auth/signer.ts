import type { Executor } from '../../db/database';
import { findStaffByMobile } from '../team';
import { findMerchantById, findMerchantByAccount } from './queries';

/**
 * Who signs in with an account: a merchant's owner (by mobile or e-mail), else a member of a
 * merchant's team (by mobile) who has set a password. Null when nobody does: the caller answers as
 * for a wrong password.
 */
export async function findSigner(db: Executor, account: string) {
  const merchant = await findMerchantByAccount(db, account);
  if (merchant) return { merchant, staff: null, passwordHash: merchant.passwordHash };
  const staff = await findStaffByMobile(db, account.trim());
  if (!staff?.passwordHash) return null;
  const owner = await findMerchantById(db, staff.merchantId);
  return owner ? { merchant: owner, staff, passwordHash: staff.passwordHash } : null;
}
