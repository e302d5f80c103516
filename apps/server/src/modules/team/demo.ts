import type { BuiltinRole } from '@console/contract';
import { DEMO_PASSWORD, demoJoinedAt } from '../../demo/cast';
import type { DemoSeed } from '../../demo/seed-context';
import { hashPassword } from '../../lib/password';
import { staffMembers } from './tables';

/** The merchant whose team the README lists (13800000001). */
const TEAM_OWNER = 10001;

/** One active member per built-in role, each signing in with DEMO_PASSWORD (README's table). */
export const DEMO_STAFF: readonly { mobile: string; name: string; role: BuiltinRole }[] = [
  { mobile: '13800000011', name: '周运营', role: 'operations' },
  { mobile: '13800000012', name: '吴客服', role: 'service' },
  { mobile: '13800000013', name: '郑财务', role: 'finance' },
  { mobile: '13800000014', name: '王只读', role: 'readonly' },
];

/** The team of 13800000001, made with its merchant (an existing merchant keeps its team as it is). */
export async function seedDemoTeam(seed: DemoSeed): Promise<void> {
  const owner = seed.created.find((m) => m.id === TEAM_OWNER);
  if (!owner) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const joined = demoJoinedAt(owner);
  await seed.db
    .insert(staffMembers)
    .values(
      DEMO_STAFF.map((s) => ({
        merchantId: owner.id,
        name: s.name,
        mobile: s.mobile,
        builtinRole: s.role,
        status: 'active' as const,
        passwordHash,
        createdAt: joined,
        activatedAt: joined,
      })),
    )
    .onConflictDoNothing();
}
