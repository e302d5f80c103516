import { and, eq, ne, sql } from 'drizzle-orm';
import type { StaffRow } from '@console/contract';
import type { Executor } from '../../db/database';
import { maskPhone } from '../../lib/personal-data';
import { isoTime, isoTimeOrNull } from '../../lib/time';
import { sessions } from '../auth/tables';
import { staffMembers, teamRoles } from './tables';

const columns = {
  id: staffMembers.id,
  name: staffMembers.name,
  mobile: staffMembers.mobile,
  builtinRole: staffMembers.builtinRole,
  roleId: staffMembers.roleId,
  roleName: teamRoles.name,
  status: staffMembers.status,
  createdAt: staffMembers.createdAt,
  // A sign-in is a session made; housekeeping drops ended ones after a day, so this is the last
  // sign-in of a member seen lately, which is what the owner looks for.
  lastSignIn: sql<
    string | null
  >`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.staffId} = ${staffMembers.id})`,
};

type Row = {
  id: number;
  name: string;
  mobile: string;
  builtinRole: StaffRow['builtin_role'];
  roleId: number | null;
  roleName: string | null;
  status: string;
  createdAt: Date;
  lastSignIn: string | Date | null;
};

const toRow = (r: Row): StaffRow => ({
  id: r.id,
  name: r.name,
  mobile: maskPhone(r.mobile),
  builtin_role: r.builtinRole,
  role_id: r.roleId,
  role_name: r.roleName,
  status: r.status as StaffRow['status'],
  last_sign_in: isoTimeOrNull(r.lastSignIn),
  create_time: isoTime(r.createdAt),
});

function select(db: Executor) {
  return db
    .select(columns)
    .from(staffMembers)
    .leftJoin(
      teamRoles,
      and(eq(teamRoles.id, staffMembers.roleId), eq(teamRoles.merchantId, staffMembers.merchantId)),
    );
}

/** The merchant's team as the owner sees it: every member but the removed, newest first. */
export async function staffRows(db: Executor, merchantId: number): Promise<StaffRow[]> {
  const rows = await select(db)
    .where(and(eq(staffMembers.merchantId, merchantId), ne(staffMembers.status, 'removed')))
    .orderBy(sql`${staffMembers.id} desc`);
  return rows.map(toRow);
}

export async function staffRow(db: Executor, merchantId: number, staffId: number): Promise<StaffRow> {
  const [row] = await select(db)
    .where(and(eq(staffMembers.merchantId, merchantId), eq(staffMembers.id, staffId)))
    .limit(1);
  if (!row) throw new Error(`no staff member ${staffId}`);
  return toRow(row);
}

/** A member of the merchant's team the owner may still change (not removed), locked for the change. */
export async function lockMember(tx: Executor, merchantId: number, staffId: number) {
  const [row] = await tx
    .select()
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.id, staffId),
        eq(staffMembers.merchantId, merchantId),
        ne(staffMembers.status, 'removed'),
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}
