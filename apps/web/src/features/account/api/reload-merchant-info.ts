import { ApiPath, type MerchantInfo } from '@console/contract';
import { post } from '@/lib/http';
import { applyMerchantInfo } from '@/lib/session-store';

/**
 * `POST /merchant/info` again after a change of the store or the service, so that the header's
 * logo and store name and the service widget show it at once.
 */
export async function reloadMerchantInfo(): Promise<void> {
  applyMerchantInfo(await post<MerchantInfo>(ApiPath.merchantInfo));
}
