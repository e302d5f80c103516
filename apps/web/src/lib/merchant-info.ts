import { authEndpoints, type MerchantInfo } from '@console/contract';
import { call } from './http';
import { applyMerchantInfo } from './session-store';

/**
 * `POST /merchant/info`: the signed-in merchant, put in the session store. Loaded after signing in
 * and again after a change that shows in the shell (the store or the service in the header and the
 * widget, the balance after a withdrawal request). Shared by the shell and the features.
 */
export async function loadMerchantInfo(): Promise<MerchantInfo> {
  const info = await call(authEndpoints.merchantInfo);
  applyMerchantInfo(info);
  return info;
}

export const reloadMerchantInfo = async (): Promise<void> => {
  await loadMerchantInfo();
};
