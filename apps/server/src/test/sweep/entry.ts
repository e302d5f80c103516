// The sweep's entries: what each endpoint needs to be swept. Every endpoint of the contract has one,
// in its module's `sweep-support.ts` (`coverage.test.ts` fails on a missing one), so a new domain
// cannot skip the sweep.
import type { Endpoint } from '@console/contract';
import type { AppContext } from '../../lib/context';
import type { Merchant, MerchantOverrides } from '../factories';

/** A row of merchant A that a call designates, and how to read it back. */
export interface Designated {
  /** The payload that designates the row (merged over the entry's valid payload). */
  payload: Record<string, unknown>;
  /** The row as it is now: read again after the other merchants' calls, it must be unchanged. */
  read(): Promise<unknown>;
}

export interface Designation {
  /** Makes a row of `owner` (merchant A). */
  make(ctx: AppContext, owner: Merchant): Promise<Designated>;
  /**
   * What merchant B and the agent that is not A's get: not found (code 1002); for a list filtered
   * by the row, an empty page; or the very answer a row that does not exist gets (`asUnknown`: the
   * payload naming none).
   */
  answer?: 'notFound' | 'empty' | { asUnknown: Record<string, unknown> };
  /** Who B and the agent are beside A: by default of A's partner; goods belong to a partner. */
  others?: MerchantOverrides;
  /** Who A is beside the entry's caller, when it must differ (a row of another partner). */
  owner?: MerchantOverrides;
}

export interface SweepEntry {
  /** The merchant who may make the call (its flags, partner, role); a plain merchant by default. */
  as?: MerchantOverrides;
  /** A payload the call accepts, of which the hostile payloads change one field; `{}` by default. */
  valid?: (ctx: AppContext, caller: Merchant) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** The file sent with a multipart call's fields. */
  file?: { name: string; data: Buffer; type?: string };
  /** The rows the call designates, or why it designates none. */
  designates: Designation | { none: string };
}

/** A domain's entries: one per endpoint of its table (a missing one is a type error). */
export type SweepTable<T extends Readonly<Record<string, Endpoint>>> = {
  readonly [K in keyof T]: SweepEntry;
};

export const defineSweep = <T extends Readonly<Record<string, Endpoint>>>(
  _table: T,
  entries: SweepTable<T>,
): SweepTable<T> => entries;
