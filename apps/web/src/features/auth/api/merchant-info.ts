import { ApiPath, type MerchantInfo } from '@console/contract';
import { post } from '@/lib/http';
import { applyMerchantInfo } from '@/lib/session-store';

export const fetchMerchantInfo = () => post<MerchantInfo>(ApiPath.merchantInfo);

/** Fetches the signed-in merchant and puts it in the session store. */
export async function loadMerchantInfo(): Promise<MerchantInfo> {
  const info = await fetchMerchantInfo();
  applyMerchantInfo(info);
  return info;
}
