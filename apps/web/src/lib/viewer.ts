import { useMemo } from 'react';
import type { MerchantInfo, RouteName, Viewer } from '@console/contract';
import { canOpenChain, findRouteByName } from './route-table';
import { useSession, type SessionState } from './session-store';

type ViewerSource = Pick<
  SessionState,
  'merchant' | 'roles' | 'isSpecial' | 'huafeiIsShow' | 'storeDataIsShow' | 'workOrderIsShow'
> & { member?: SessionState['member'] };

/** A viewer who may open nothing guarded: used before the merchant info has arrived. */
export const NOBODY: Viewer = {
  merchantId: 0,
  partnerId: 0,
  childMerchant: 0,
  isSpecial: false,
  flags: { huafei_is_show: false, store_data_is_show: false, work_order_is_show: false },
  permissions: [],
};

/** The viewer of the contract's menu rules (spec section 6), from the session's merchant info. */
export function viewerFrom(state: ViewerSource): Viewer {
  const { merchant } = state;
  if (!merchant) return NOBODY;
  return {
    merchantId: merchant.id,
    partnerId: merchant.partner_id,
    childMerchant: merchant.child_merchant,
    isSpecial: state.isSpecial,
    flags: {
      huafei_is_show: state.huafeiIsShow,
      store_data_is_show: state.storeDataIsShow,
      work_order_is_show: state.workOrderIsShow,
    },
    permissions: state.roles?.permissions ?? [],
    // A staff member's role: the menu, the page gate and every control ask it beside the merchant's.
    team: state.member ? { staffId: state.member.staff_id, grants: state.member.grants } : null,
  };
}

/** The same, straight from a `/merchant/info` answer (tests, and code that has one at hand). */
export const viewerFromInfo = (info: MerchantInfo): Viewer =>
  viewerFrom({
    merchant: info.merchant,
    roles: info.roles,
    isSpecial: info.is_special,
    huafeiIsShow: info.huafei_is_show,
    storeDataIsShow: info.store_data_is_show,
    workOrderIsShow: info.work_order_is_show,
    member: info.member,
  });

/** The signed-in viewer; a new object only when the merchant info changes. */
export function useViewer(): Viewer {
  const merchant = useSession((s) => s.merchant);
  const roles = useSession((s) => s.roles);
  const isSpecial = useSession((s) => s.isSpecial);
  const huafeiIsShow = useSession((s) => s.huafeiIsShow);
  const storeDataIsShow = useSession((s) => s.storeDataIsShow);
  const workOrderIsShow = useSession((s) => s.workOrderIsShow);
  const member = useSession((s) => s.member);
  return useMemo(
    () => viewerFrom({ merchant, roles, isSpecial, huafeiIsShow, storeDataIsShow, workOrderIsShow, member }),
    [merchant, roles, isSpecial, huafeiIsShow, storeDataIsShow, workOrderIsShow, member],
  );
}

/**
 * Whether the signed-in viewer may open the named route: the one rule (the contract's route table)
 * for its page, its calls and the widgets that lead to it (e.g. the bell and the dashboard's
 * notices card for `Notices`, hidden for special merchants).
 */
export function useCanOpen(name: RouteName): boolean {
  const viewer = useViewer();
  const route = findRouteByName(name);
  return route !== undefined && canOpenChain(route, viewer);
}
