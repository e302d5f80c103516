// Calls whose route is narrower than their endpoint's (`routeOf` of the endpoint machinery: order
// capture's calls are for one platform's section): how the sweep makes a call for a given route.
// A module exports them as `narrowed` from its `sweep-support.ts`, beside its `sweep`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteName } from '@console/contract';
import type { AppContext } from '../../lib/context';
import type { Merchant } from '../factories';

/** A payload of the call that is for `route` (a row it names made for `caller`); null: none can be. */
export type NarrowedCall = (
  ctx: AppContext,
  caller: Merchant,
  route: RouteName,
) => Promise<Record<string, unknown> | null> | Record<string, unknown> | null;

const MODULES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../modules');

/** Every module's narrowed calls, by endpoint name. */
export async function narrowedEntries(): Promise<Map<string, NarrowedCall>> {
  const entries = new Map<string, NarrowedCall>();
  for (const name of fs.readdirSync(MODULES_DIR)) {
    const file = path.join(MODULES_DIR, name, 'sweep-support.ts');
    if (!fs.existsSync(file)) continue;
    const { narrowed } = (await import(file)) as { narrowed?: Record<string, NarrowedCall> };
    for (const [endpoint, call] of Object.entries(narrowed ?? {})) entries.set(endpoint, call);
  }
  return entries;
}
