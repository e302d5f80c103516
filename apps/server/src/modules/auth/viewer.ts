import {
  BUILTIN_GRANTS,
  type BuiltinRole,
  type Grants,
  type TeamMember,
  type Viewer,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { staffMembers, teamRoles } from '../team/tables';
import { merchants, rolePermissions } from './tables';
import type { AppContext } from '../../lib/context';
import { toPermission } from './permissions';

/**
 * What decides which routes and actions a merchant has (specification section 6): its row
 * (partner, agent or not, flags), its role's permissions, and the configured special merchants.
 * The one place it is built: the menu (`/user/nav`) and the server-side guard (`requireRoute`)
 * read the same viewer, so what is hidden and what is refused cannot drift apart.
 *
 * The columns are read by the session's own query (`resolveSession` joins the merchant and, for
 * a staff member, their row and role), the permissions as one JSON array beside them: a signed-in
 * call pays one query for who is calling and what they may do, not three.
 */
export const viewerColumns = {
  partnerId: merchants.partnerId,
  childMerchant: merchants.childMerchant,
  huafeiIsShow: merchants.huafeiIsShow,
  storeDataIsShow: merchants.storeDataIsShow,
  workOrderIsShow: merchants.workOrderIsShow,
  permissions: sql<{ permissionId: string; actions: string[] }[]>`(
    select coalesce(json_agg(json_build_object('permissionId', rp.permission_id, 'actions', rp.actions)
      order by rp.permission_id), '[]'::json)
    from ${rolePermissions} rp where rp.merchant_id = ${merchants.id})`,
  staffName: staffMembers.name,
  builtinRole: staffMembers.builtinRole,
  customGrants: teamRoles.grants,
};

interface ViewerRow {
  partnerId: number;
  childMerchant: number;
  huafeiIsShow: boolean;
  storeDataIsShow: boolean;
  workOrderIsShow: boolean;
  permissions: { permissionId: string; actions: string[] }[];
  builtinRole: BuiltinRole | null;
  customGrants: Grants | null;
}

/** A staff member's role as the contract's `TeamMember`; the owner (no staff id) has none. */
function memberOf(staffId: number | null, row: ViewerRow): TeamMember | null {
  if (staffId === null) return null;
  const grants = row.builtinRole ? BUILTIN_GRANTS[row.builtinRole] : row.customGrants;
  // A member whose role cannot be read has none: every guarded call refuses them.
  return { staffId, grants: grants ?? {} };
}

export function toViewer(
  ctx: AppContext,
  merchantId: number,
  staffId: number | null,
  row: ViewerRow,
): Viewer {
  return {
    merchantId,
    partnerId: row.partnerId,
    childMerchant: row.childMerchant,
    isSpecial: ctx.config.SPECIAL_MERCHANT_IDS.has(merchantId),
    flags: {
      huafei_is_show: row.huafeiIsShow,
      store_data_is_show: row.storeDataIsShow,
      work_order_is_show: row.workOrderIsShow,
    },
    permissions: row.permissions.map(toPermission),
    team: memberOf(staffId, row),
  };
}
