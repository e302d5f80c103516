import { ApiPath, type MerchantInfo } from '@console/contract';
import { post } from './http';
import { applyMerchantInfo } from './session-store';

/**
 * `POST /merchant/info` again after a change that shows in the shell (the store or the service in
 * the header and the widget, the balance after a withdrawal request), so that it shows at once.
 * Shared by the features (they must not import each other).
 */
export async function reloadMerchantInfo(): Promise<void> {
  applyMerchantInfo(await post<MerchantInfo>(ApiPath.merchantInfo));
}
