import type { Viewer } from '@console/contract';
import { sessionExpired } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { loadPermissions } from './permissions';
import { findMerchantById } from './queries';

/**
 * What decides which routes and actions a merchant has (specification section 6): its row
 * (partner, agent or not, flags), its role's permissions, and the configured special merchants.
 * The one place it is built: the menu (`/user/nav`) and the server-side guard (`requireRoute`)
 * read the same viewer, so what is hidden and what is refused cannot drift apart.
 */
export async function loadViewer(ctx: AppContext, merchantId: number): Promise<Viewer> {
  const [merchant, permissions] = await Promise.all([
    findMerchantById(ctx.db, merchantId),
    loadPermissions(ctx.db, merchantId),
  ]);
  if (!merchant) throw sessionExpired();
  return {
    merchantId: merchant.id,
    partnerId: merchant.partnerId,
    childMerchant: merchant.childMerchant,
    isSpecial: ctx.config.SPECIAL_MERCHANT_IDS.has(merchant.id),
    flags: {
      huafei_is_show: merchant.huafeiIsShow,
      store_data_is_show: merchant.storeDataIsShow,
      work_order_is_show: merchant.workOrderIsShow,
    },
    permissions,
  };
}
