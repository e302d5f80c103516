// The team's permission check on the hot path (issue 41): the order list's first page and a call
// reading one row (the order detail) as a staff member whose custom role grants `view` on the
// order list, beside the same calls as the merchant's owner (aim: within 5 %). On PGlite and, when
// 127.0.0.1:5432 answers, on PostgreSQL, over the order list benchmark's bulk data (1,000,000
// orders over 50 merchants, made once and kept: PGlite in $BENCH_TEAM_DIR, default
// <tmp>/bench-team-guard, PostgreSQL in the database bench_team_guard; their own, so that this
// benchmark never writes into another's kept data while it runs). Both sign in through the real
// call; the timings are medians of the two callers in turns (one call each, the order swapped
// every round), after warm-up calls of each, so a machine whose load moves weighs on both alike.
// FRESH=1 starts the data over; ORDERS=N changes its size; ONLY=PGlite|PostgreSQL runs one database.
// Run: npm run bench:team -w @console/bench
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Grants } from '@console/contract';
import { hashPassword } from '../apps/server/src/lib/password';
import { orders } from '../apps/server/src/modules/orders/tables';
import { staffMembers, teamRoles } from '../apps/server/src/modules/team/tables';
import { BULK_MERCHANTS } from './bulk-orders';
import { benchDatabases, fmt, keptEnv, openBulkOrders, signIn } from './kept-data';

const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const FRESH = process.env.FRESH === '1';
const SAMPLES = Number(process.env.SAMPLES ?? 1_000);
const WARM = Number(process.env.WARM ?? 1_500);
const DIR = process.env.BENCH_TEAM_DIR ?? path.join(os.tmpdir(), 'bench-team-guard');
const DATABASE = 'bench_team_guard';
const PASSWORD = 'Demo@2026';
/** The staff member's mobile: outside the bulk merchants' (136000000NN) and the demo's. */
const STAFF_MOBILE = '13599990001';
const ROLE: Grants = { OrderList: ['view'] };

type App = Awaited<ReturnType<typeof openBulkOrders>>['app'];

/** The staff member of `merchantId` with a custom role viewing the order list (made once, kept). */
async function ensureStaff(app: App, merchantId: number) {
  const { db } = app.ctx;
  const [role] = await db
    .insert(teamRoles)
    .values({ merchantId, name: 'Order viewer', grants: ROLE })
    .onConflictDoUpdate({ target: [teamRoles.merchantId, teamRoles.name], set: { grants: ROLE } })
    .returning({ id: teamRoles.id });
  const [kept] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.mobile, STAFF_MOBILE), eq(staffMembers.merchantId, merchantId)));
  if (kept) return;
  await db.insert(staffMembers).values({
    merchantId,
    name: 'Bench staff',
    mobile: STAFF_MOBILE,
    roleId: role!.id,
    status: 'active',
    passwordHash: await hashPassword(PASSWORD),
    activatedAt: new Date(),
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The medians of the owner's and the staff member's calls, in turns (who goes first alternates). */
async function inTurns(call: (token: string) => Promise<unknown>, owner: string, staff: string) {
  for (let i = 0; i < WARM; i += 1) {
    await call(owner);
    await call(staff);
  }
  const times = { owner: [] as number[], staff: [] as number[] };
  for (let i = 0; i < SAMPLES; i += 1) {
    const turn = i % 2 ? (['owner', 'staff'] as const) : (['staff', 'owner'] as const);
    for (const who of turn) {
      const t0 = performance.now();
      await call(who === 'owner' ? owner : staff);
      times[who].push(performance.now() - t0);
    }
  }
  const o = median(times.owner);
  const s = median(times.staff);
  return { owner: fmt(o), staff: fmt(s), 'staff / owner': +(s / o).toFixed(3) };
}

async function run(kind: 'PGlite' | 'PostgreSQL') {
  const env = await keptEnv(kind, { dir: DIR, database: DATABASE, fresh: FRESH });
  const { app, seeded } = await openBulkOrders(env, { orders: ORDERS, merchants: BULK_MERCHANTS }, kind);
  const merchantId = seeded.merchantIds[0]!;
  await ensureStaff(app, merchantId);
  const owner = await signIn(app);
  const staff = await signIn(app, STAFF_MOBILE);
  const [order] = await app.ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.merchantId, merchantId))
    .limit(1);
  // What is timed: the server's answer, checked without parsing it (the client's work, not ours).
  const post = (url: string, payload: object) => async (token: string) => {
    const r = await app.inject({ method: 'POST', url, payload, headers: { token } });
    if (!r.body.startsWith('{"code":1,')) throw new Error(`${url}: ${r.body.slice(0, 200)}`);
  };
  const rows = {
    'order list, first page (/apply/index)': await inTurns(
      post('/api/apply/index', { page: 1, page_size: 20 }),
      owner,
      staff,
    ),
    'one order (/apply/detail)': await inTurns(post('/api/apply/detail', { id: order!.id }), owner, staff),
  };
  await app.close();
  return rows;
}

console.log(
  `node ${process.version}, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}, ${ORDERS} orders over ${BULK_MERCHANTS} merchants, ${SAMPLES} samples each after ${WARM}`,
);
for (const kind of await benchDatabases()) {
  const rows = await run(kind);
  console.log(`\n${kind}: medians, in-process (app.inject), the owner and a staff member in turns`);
  console.table(rows);
}
console.log(
  `load average at the end ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
