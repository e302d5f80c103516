// What the team passes of the sweep share: roles built from the contract's GRANTABLE (every grant,
// or every grant but one call's), the screens a call's route stands for, and a digest of what a
// merchant owns in the database, to prove that a refused call changed nothing.
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import {
  type Endpoint,
  flattenRoutes,
  GRANTABLE,
  type Grants,
  type RouteDef,
  type RouteName,
  type TeamAction,
} from '@console/contract';
import * as machineryTables from '../../db/tables';
import { rawRows } from '../../db/raw-rows';
import type { AppContext } from '../../lib/context';
import { MODULES } from '../../modules';

const ROUTE_BY_NAME = new Map(flattenRoutes().map((r) => [r.name, r]));

/**
 * The screens a route stands for: itself, or for a section every screen below it. A role grants
 * actions on screens; a call of a section is allowed by any of its screens (the spec's menu shows
 * a section when one of its screens shows).
 */
export function screensOf(route: string): RouteDef[] {
  const def = ROUTE_BY_NAME.get(route);
  if (!def) return [];
  return def.children?.length ? flattenRoutes(def.children).filter((r) => !r.children?.length) : [def];
}

/** Whether some screen of the route is every member's (no role can close it). */
export const everyMembers = (route: string) => screensOf(route).some((r) => r.everyMember);

/** Every grant a role can hold (the contract's GRANTABLE, copied). */
export const everyGrant = (): Grants =>
  Object.fromEntries(Object.entries(GRANTABLE).map(([route, actions]) => [route, [...actions]]));

/** Every grant but `action` on every screen of `route` (a screen left without actions drops out). */
export function everyGrantBut(route: string, action: TeamAction): Grants {
  const closed = new Set(screensOf(route).map((r) => r.name));
  const grants: Grants = {};
  for (const [screen, actions] of Object.entries(GRANTABLE) as [RouteName, readonly TeamAction[]][]) {
    const kept = closed.has(screen) ? actions.filter((a) => a !== action) : [...actions];
    if (kept.length) grants[screen] = kept;
  }
  return grants;
}

/** The module whose routes serve the endpoint. */
export const moduleOf = (endpoint: Endpoint) =>
  MODULES.find((m) => m.routes?.some((r) => r.endpoint.name === endpoint.name));

/**
 * Rows that change by themselves around a call, not by what it does: the session's last-seen time,
 * the rate limits' counts, sign-in attempts; and the audit trail, which records a refused attempt
 * as what it is (its own tests check it).
 */
const VOLATILE = new Set(['sessions', 'rate_limit_hits', 'login_attempts', 'webhook_calls']);
const isVolatile = (table: string, module: string) => VOLATILE.has(table) || module === 'audit';

interface TableRef {
  name: string;
  module: string;
  /** How the merchant's rows are found: by `merchant_id`, by `id` (the merchants table), or none. */
  key: 'merchant_id' | 'id' | null;
}

const TABLES: TableRef[] = [
  ...MODULES.map((m) => ({ module: m.name, tables: m.tables ?? {} })),
  { module: '(machinery)', tables: machineryTables as Record<string, unknown> },
].flatMap(({ module, tables }) =>
  Object.values(tables)
    .filter((t): t is PgTable => is(t, PgTable))
    .map((t): TableRef => {
      const config = getTableConfig(t);
      const columns = new Set(config.columns.map((c) => c.name));
      const key = columns.has('merchant_id') ? 'merchant_id' : config.name === 'merchants' ? 'id' : null;
      return { name: config.name, module, key };
    })
    .filter((t) => !isVolatile(t.name, module)),
);

/**
 * A digest of each table: the merchant's rows in every table that says whose a row is, and every
 * row of the tables of `module` that do not (rows of a merchant's rows, a partner's goods). One
 * query; the answer names the tables, so a difference says where the change was.
 */
export async function merchantDigest(
  ctx: AppContext,
  merchantId: number,
  module: string | undefined,
): Promise<Record<string, string>> {
  const parts = TABLES.filter((t) => t.key || t.module === module).map((t) => {
    const where = t.key ? ` where x.${t.key} = ${Number(merchantId)}` : '';
    return `select '${t.name}' as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from "${t.name}" x${where}`;
  });
  const rows = await rawRows<{ name: string; digest: string }>(ctx.db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/** The tables whose digests differ. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
