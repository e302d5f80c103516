// The sweep's entries: what each endpoint needs to be swept. Every endpoint of the contract has one,
// in its module's `sweep-support.ts` (`coverage.test.ts` fails on a missing one), so a new domain
// cannot skip the sweep.
import type { Endpoint, PayloadIn } from '@console/contract';
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

/**
 * A payload a call accepts, typed by its endpoint's request schema (what the caller sends), so a
 * contract change breaks the sweep's entries at compile time; `{}` for a call that takes none.
 */
export type ValidPayload<E> = PayloadIn<E> extends undefined ? Record<string, never> : PayloadIn<E>;

/** `P`: the entry's valid payload, its endpoint's in a domain's table (`SweepTable`). */
export interface SweepEntry<P = Record<string, unknown>> {
  /** The merchant who may make the call (its flags, partner, role); a plain merchant by default. */
  as?: MerchantOverrides;
  /** A payload the call accepts, of which the hostile payloads change one field; `{}` by default. */
  valid?: (ctx: AppContext, caller: Merchant) => Promise<P> | P;
  /**
   * A platform's signature headers over the raw body as sent (`access: 'platform'` pushes), so
   * that a changed field reaches the body's check instead of failing the signature.
   */
  sign?: (raw: string) => Record<string, string>;
  /** The file sent with a multipart call's fields. */
  file?: { name: string; data: Buffer; type?: string };
  /** The rows the call designates, or why it designates none. */
  designates: Designation | { none: string };
}

/** A domain's entries: one per endpoint of its table (a missing one is a type error). */
export type SweepTable<T extends Readonly<Record<string, Endpoint>>> = {
  readonly [K in keyof T]: SweepEntry<ValidPayload<T[K]>>;
};

// `E` (the entries) is a type parameter of its own, checked against the table's: so the entries'
// literals ('pdd', 'active') keep their literal types instead of widening to string.
export const defineSweep = <T extends Readonly<Record<string, Endpoint>>, const E extends SweepTable<T>>(
  _table: T,
  entries: E,
): SweepTable<T> => entries;
