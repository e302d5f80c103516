import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a call carries down to the code it calls, each use in a slot of its own: the audit trail's
 * pending record, the embedded database's wait budget, the replicas' read scope.
 *
 * One `AsyncLocalStorage` for all of them, not one each (decision 089): on Node 20 every storage
 * in use copies its value onto every promise the process makes, in a promise hook (about 50 ns a
 * storage a promise here; a storefront application makes thousands of promises). Node 24 and later
 * carry the values in the async context frame instead, where one storage costs no more than three.
 */
const storage = new AsyncLocalStorage<Readonly<Record<symbol, unknown>>>();

export interface CallSlot<T> {
  /** The value set for the call under way, if any. */
  get(): T | undefined;
  /** Runs `fn` with `value` in this slot (the others keep theirs); after it, the earlier value is back. */
  run<R>(value: T, fn: () => R): R;
}

/** A slot of the call's storage; `name` only labels it (a slot is told apart by its own key). */
export function callSlot<T>(name: string): CallSlot<T> {
  const key = Symbol(name);
  return {
    get: () => storage.getStore()?.[key] as T | undefined,
    run: (value, fn) => storage.run({ ...storage.getStore(), [key]: value }, fn),
  };
}
