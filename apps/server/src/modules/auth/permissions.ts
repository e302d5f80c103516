import { eq } from 'drizzle-orm';
import { ACTIONS, PERMISSION_IDS, type Action, type Permission } from '@console/contract';
import type { Executor } from '../../db/database';
import { rolePermissions } from './tables';

/** A new merchant's role: every route with every action. */
export const fullPermissions = (): Permission[] =>
  PERMISSION_IDS.map((permissionId) => ({ permissionId, actionList: [...ACTIONS] }));

export async function grantPermissions(tx: Executor, merchantId: number, permissions: Permission[]) {
  if (permissions.length === 0) return;
  await tx
    .insert(rolePermissions)
    .values(permissions.map((p) => ({ merchantId, permissionId: p.permissionId, actions: p.actionList })))
    .onConflictDoNothing();
}

/** A stored permission row as the contract's `Permission`: actions this version does not know are dropped. */
export function toPermission(row: { permissionId: string; actions: readonly string[] }): Permission {
  return {
    permissionId: row.permissionId,
    actionList: row.actions.filter((a): a is Action => KNOWN_ACTIONS.has(a)),
  };
}
const KNOWN_ACTIONS = new Set<string>(ACTIONS);

export async function loadPermissions(db: Executor, merchantId: number): Promise<Permission[]> {
  const rows = await db
    .select({ permissionId: rolePermissions.permissionId, actions: rolePermissions.actions })
    .from(rolePermissions)
    .where(eq(rolePermissions.merchantId, merchantId))
    .orderBy(rolePermissions.permissionId);
  return rows.map(toPermission);
}
