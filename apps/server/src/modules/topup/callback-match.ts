import type { TopupItemStatus } from '@console/contract';
import type { ProviderCallback, ProviderOrder } from './providers/provider';

// What a provider's callback must match of its item before it moves anything (decision 047),
// whatever the provider's signature covers: a signature proves who sent a text, not that the text
// names this item's order (a concatenation without separators can be read at another split, a
// field may be left unsigned, a key may leak). Pure: notify.ts reads the item and asks the query.

/** What we know of the item the callback names. */
export interface KnownItem {
  status: TopupItemStatus;
  /** The provider's order number kept when the order was placed ('' when its answer was lost). */
  providerRef: string;
  /** Whole yuan. */
  face: number;
}

/** What the status query said of the callback's order, asked before the transaction (null: not asked). */
export type Confirmation = { order: ProviderOrder | null } | { error: string } | null;

/** Why a callback is refused; `queried`: the status query's own answer, when it contradicted it. */
export interface CallbackRefusal {
  outcome: 'replay' | 'conflict';
  detail: string;
  queried?: ProviderOrder;
}

const conflict = (detail: string, queried?: ProviderOrder): CallbackRefusal => ({
  outcome: 'conflict',
  detail,
  ...(queried ? { queried } : {}),
});

/**
 * The item's side: its state machine (only an item placed and open, `recharging`, is settled by a
 * callback; an ended one stays as it ended; a pending one was never placed, or the provider did not
 * know it and it is sent again under the same order id), the provider's order number kept when it
 * was placed, and the amount when the provider's callback carries one (Juhe's does not).
 */
export function itemRefusal(item: KnownItem, event: ProviderCallback): CallbackRefusal | null {
  if (item.status === 'succeeded' || item.status === 'failed') {
    const same = (item.status === 'succeeded') === (event.state === 'success');
    return { outcome: same ? 'replay' : 'conflict', detail: `item ${event.orderId} ${item.status} already` };
  }
  if (item.status !== 'recharging') return conflict(`item ${event.orderId} ${item.status}, not placed`);
  if (item.providerRef && item.providerRef !== event.providerRef) {
    return conflict(`order ${event.providerRef} is not ${item.providerRef}, the one placed`);
  }
  if (event.face !== undefined && event.face !== item.face) {
    return conflict(`amount ${event.face} is not ${item.face}, the one ordered`);
  }
  return null;
}

/**
 * Whether the status query must be asked first: for a failure (it moves money back, and a
 * signature may not cover the state) and for an item whose order number was never kept (nothing
 * of ours vouches for the callback's).
 */
export const needsQuery = (item: KnownItem, event: ProviderCallback) =>
  event.state === 'failed' || item.providerRef === '';

/** The query's side: it must know the order, under the callback's order number, in its state. */
export function queryRefusal(event: ProviderCallback, c: Confirmation): CallbackRefusal | null {
  if (!c) return conflict('not confirmed: the status query was not asked');
  if ('error' in c) return conflict(`not confirmed: status query ${c.error}`);
  if (!c.order) return conflict('not confirmed: the status query knows no such order');
  if (c.order.providerRef !== event.providerRef) {
    return conflict(
      `order ${event.providerRef} is not ${c.order.providerRef}, the one the status query names`,
      c.order,
    );
  }
  if (c.order.state !== event.state)
    return conflict(`contradicted: the status query says ${c.order.state}`, c.order);
  return null;
}

/** Every check, in order: the item's, then (when needed) the query's. */
export const callbackRefusal = (item: KnownItem, event: ProviderCallback, c: Confirmation) =>
  itemRefusal(item, event) ?? (needsQuery(item, event) ? queryRefusal(event, c) : null);
