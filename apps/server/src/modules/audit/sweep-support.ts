import { auditEndpoints } from '@console/contract';
import { eq } from 'drizzle-orm';
import { makeStaff } from '../../test/factories';
import { defineSweep } from '../../test/sweep/entry';
import { staffMembers } from '../team/tables';

/** A staff member of merchant A, named by the person filter: another merchant's is not found. */
const aStaffMember = {
  make: async (ctx: Parameters<typeof makeStaff>[0], owner: { id: number }) => {
    const staff = await makeStaff(ctx, owner.id, 'readonly');
    return {
      payload: { person: staff.id },
      read: () => ctx.db.select().from(staffMembers).where(eq(staffMembers.id, staff.id)),
    };
  },
  answer: 'notFound' as const,
};

export const sweep = defineSweep(auditEndpoints, {
  auditList: { designates: aStaffMember },
  auditExport: { valid: () => ({ task_name: 'log' }), designates: aStaffMember },
});
