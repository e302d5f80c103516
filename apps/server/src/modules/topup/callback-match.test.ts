import { describe, expect, it } from 'vitest';
import { callbackRefusal, type KnownItem } from './callback-match';
import type { ProviderCallback, ProviderOrder } from './providers/provider';

// What a callback must match of its item (decision 047), rule by rule. The route's tests
// (notify.test.ts, notify-match.test.ts) drive the same rules through the app with Juhe's form;
// the amount rule is here alone because Juhe's callback carries no amount.

const item = (o: Partial<KnownItem> = {}): KnownItem => ({
  status: 'recharging',
  providerRef: 'J100',
  face: 50,
  ...o,
});
const callback = (o: Partial<ProviderCallback> = {}): ProviderCallback => ({
  itemId: 7,
  orderId: 'TU0000000007',
  providerRef: 'J100',
  state: 'success',
  reason: '',
  event_id: 'TU0000000007:success',
  ...o,
});
const order = (o: Partial<ProviderOrder> = {}): ProviderOrder => ({
  itemId: 7,
  providerRef: 'J100',
  state: 'failed',
  reason: '充值失败',
  ...o,
});
const refusal = (...args: Parameters<typeof callbackRefusal>) => {
  const r = callbackRefusal(...args);
  return r && `${r.outcome}: ${r.detail}`;
};

describe('a callback against its item', () => {
  it('takes a success naming the order number kept, without asking the query', () => {
    expect(refusal(item(), callback(), null)).toBeNull();
  });

  it('follows the state machine: an ended item stays, a pending one was never placed', () => {
    expect(refusal(item({ status: 'succeeded' }), callback(), null)).toBe(
      'replay: item TU0000000007 succeeded already',
    );
    expect(refusal(item({ status: 'failed' }), callback(), null)).toBe(
      'conflict: item TU0000000007 failed already',
    );
    expect(refusal(item({ status: 'pending' }), callback(), null)).toBe(
      'conflict: item TU0000000007 pending, not placed',
    );
  });

  it('refuses another order number than the one kept, and another amount when the callback has one', () => {
    expect(refusal(item(), callback({ providerRef: 'J1000' }), null)).toBe(
      'conflict: order J1000 is not J100, the one placed',
    );
    expect(refusal(item(), callback({ face: 100 }), null)).toBe(
      'conflict: amount 100 is not 50, the one ordered',
    );
    expect(refusal(item(), callback({ face: 50 }), null)).toBeNull();
  });

  it('takes a failure only when the status query says the same order failed', () => {
    const failed = callback({ state: 'failed', event_id: 'TU0000000007:failed' });
    expect(refusal(item(), failed, { order: order() })).toBeNull();
    // Not asked (the item changed between the question and the lock): refused, never let through.
    expect(refusal(item(), failed, null)).toBe('conflict: not confirmed: the status query was not asked');
    expect(refusal(item(), failed, { error: 'HTTP 500' })).toBe(
      'conflict: not confirmed: status query HTTP 500',
    );
    expect(refusal(item(), failed, { order: null })).toBe(
      'conflict: not confirmed: the status query knows no such order',
    );
    expect(refusal(item(), failed, { order: order({ state: 'success' }) })).toBe(
      'conflict: contradicted: the status query says success',
    );
    expect(callbackRefusal(item(), failed, { order: order({ state: 'success' }) })?.queried?.state).toBe(
      'success',
    );
  });

  it('asks the query for a success too when no order number was kept, and wants its number', () => {
    const unkept = item({ providerRef: '' });
    expect(refusal(unkept, callback(), null)).toBe('conflict: not confirmed: the status query was not asked');
    expect(refusal(unkept, callback(), { order: order({ state: 'processing' }) })).toBe(
      'conflict: contradicted: the status query says processing',
    );
    expect(refusal(unkept, callback({ providerRef: 'J999' }), { order: order({ state: 'success' }) })).toBe(
      'conflict: order J999 is not J100, the one the status query names',
    );
    expect(refusal(unkept, callback(), { order: order({ state: 'success' }) })).toBeNull();
  });
});
