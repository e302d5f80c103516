import type { z } from 'zod';

// The provider boundary: what the batch machinery (sender.ts, tick.ts, notify.ts, fakes.ts) needs
// of a phone top-up provider, in our words. Each provider folder (juhe/) speaks its own
// publication behind it: its paths, fields, signatures, codes and its fake. A second provider is
// one more folder and one line of the registry (index.ts).

/** Where an order is, as the machinery reads it. */
export type OrderState = 'processing' | 'success' | 'failed';

/** An order at the provider, read from its answer (to the order call or the status query). */
export interface ProviderOrder {
  itemId: number;
  /** The provider's own number of the order (Juhe's `sporder_id`); '' when it gave none. */
  providerRef: string;
  state: OrderState;
  /** Why it failed, in the provider's words ('' unless failed). */
  reason: string;
}

/** Why a call to the provider did not give an answer about the order. */
export class ProviderError extends Error {
  constructor(
    /** `refused`: the provider said no to this order (final); the others may pass on a resend. */
    readonly kind: 'refused' | 'unavailable' | 'timeout' | 'protocol',
    message: string,
  ) {
    super(message);
  }
}

/** The provider's client: calls in our item ids, its order ids on the wire. */
export interface ProviderClient {
  /** Places the item's order (or, placed before, finds it): its state now. */
  placeOrder(o: { itemId: number; phone: string; face: number }): Promise<ProviderOrder>;
  /** The order's state, or null when the provider has no such order. */
  queryOrder(itemId: number): Promise<ProviderOrder | null>;
}

/** A callback read: which item, the provider's order number, the state it reports. */
export interface ProviderCallback {
  itemId: number;
  /** The provider's order id, as sent (named in records). */
  orderId: string;
  providerRef: string;
  state: 'success' | 'failed';
  reason: string;
  /** The amount in whole yuan, when the provider's callback carries one (Juhe's does not): checked. */
  face?: number;
  /** Accepted once per endpoint (`<order id>:<state>`). */
  event_id: string;
}

/** How the provider calls back, and what it expects to be answered. */
export interface CallbackSpeaker<Credentials> {
  /** The content type of its callbacks (the route parses this one). */
  contentType: 'application/x-www-form-urlencoded' | 'application/json';
  /** The body's fields, checked and read into our words (unknown fields are ignored, not refused). */
  schema: z.ZodType<ProviderCallback, unknown>;
  /** Whether the body's signature is the provider's (constant-time compare). */
  isSigned(body: unknown, credentials: Credentials): boolean;
  /** The order the body names, before it is trusted (for the record of a refused call). */
  orderIdOf(body: unknown): string;
  /** The answer that tells the provider the callback was taken (it retries otherwise). */
  taken: { contentType: string; body: string };
}

export const FAKE_MODES = ['normal', 'slow', 'drop_callbacks', 'error'] as const;
export type FakeMode = (typeof FAKE_MODES)[number];

/** A callback as the fake sends it. */
export interface FakeCallback {
  contentType: string;
  body: string;
}
/** Sends a callback; answers the HTTP status and body (a test delivers through app.inject). */
export type Deliver = (url: string, callback: FakeCallback) => Promise<{ status: number; body: string }>;

export interface FakeOptions<Credentials> {
  credentials: Credentials;
  /** Where its callbacks go (the provider's account setting; tests deliver through `setDeliver`). */
  callbackUrl: string;
  callbackDelayMs?: number;
  /** Mode `slow`: the pause before each answer. */
  slowMs?: number;
  /** Pause between the tries of a callback that got no answer. */
  callbackRetryMs?: number;
  deliver?: Deliver;
}

/**
 * A provider's fake on loopback, in its own protocol. A number ending in TOPUP_FAKE_FAIL_SUFFIX
 * fails (TOPUP_FAKE_FAIL_REASON), any other succeeds, `callbackDelayMs` after its order. Modes:
 * slow answers, dropped callbacks (the status query still finds the order), or 500 for every call.
 * Other processes reach the same operations under `POST /__fake/<mode|settle|stats>`.
 */
export interface TopupFake {
  readonly url: string;
  mode: FakeMode;
  /** Order calls per order id (a resend of the same id counts; it never tops up again). */
  readonly placed: Map<string, number>;
  /** Top-ups made per order id: the tests assert 1 at most. */
  readonly toppedUp: Map<string, number>;
  /** Every order taken, by order id. */
  readonly orders: ReadonlyMap<string, { orderId: string; state: OrderState }>;
  /** Callbacks the receiver took (answered as the provider expects). */
  delivered: number;
  setDeliver(deliver: Deliver): void;
  /** Settles every processing order now (callbacks sent unless dropped) and waits for them. */
  settleAll(): Promise<void>;
  /** Settles one processing order now (its callback sent unless dropped) and waits for it. */
  settleOrder(orderId: string): Promise<void>;
  close(): Promise<void>;
}

/** Reads the provider's settings: a secret not set is derived from WEBHOOK_SECRET (development). */
export type CredentialsOf<Credentials> = (
  config: Readonly<Record<string, unknown>>,
  webhookSecret: string,
) => Credentials;

/** One provider: its settings, order ids, client, callback and fake. */
export interface TopupProvider<Credentials = unknown> {
  /** TOPUP_PROVIDER's value. */
  name: string;
  /** The provider's real address (TOPUP_PROVIDER_URL's default). */
  defaultUrl: string;
  credentials: CredentialsOf<Credentials>;
  /** Our item id as the provider's order id, and back (null: not one of ours). */
  orderIdOf(itemId: number): string;
  itemIdOf(orderId: string): number | null;
  client(o: { baseUrl: string; credentials: Credentials; timeoutMs: number }): ProviderClient;
  callback: CallbackSpeaker<Credentials>;
  startFake(o: FakeOptions<Credentials>): Promise<TopupFake>;
}
