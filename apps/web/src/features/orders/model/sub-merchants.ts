import type { OrderRow } from '@console/contract';

export interface SubMerchantOption {
  id: number;
  name: string;
}

/**
 * No call lists an agent's sub-merchants yet, so the filter offers those its order lists have
 * shown so far (each row names the sub-merchant whose link brought it). Answers the same array
 * when nothing new was seen, so that React does not render again for nothing.
 */
export function mergeSubMerchants(
  known: readonly SubMerchantOption[],
  rows: readonly Pick<OrderRow, 'sub_merchant_id' | 'sub_merchant_name'>[],
): readonly SubMerchantOption[] {
  let next: SubMerchantOption[] | null = null;
  for (const row of rows) {
    if (row.sub_merchant_id === null) continue;
    const list: readonly SubMerchantOption[] = next ?? known;
    if (list.some((s) => s.id === row.sub_merchant_id)) continue;
    next = [...list, { id: row.sub_merchant_id, name: row.sub_merchant_name }];
  }
  return next ? next.sort((a, b) => a.id - b.id) : known;
}
