import type { CapturePlatform } from '@console/contract';
import type { Customer } from '../../../lib/personal-data';

// What every fake platform offers the demo, the tests and the benchmark, whatever its protocol:
// one HTTP server on loopback with its shops, products and orders, driven from the same process
// (these methods) or from another one (the same operations under `/__fake/` on its server).

/** A platform shop, with the app its owner made for it (its own app: it may call for the shop). */
export interface FakeShop {
  shopId: string;
  appKey: string;
  secret: string;
  /** Kuaishou: the app's sign secret, apart from its app secret (default: the secret). */
  signSecret?: string;
}

/**
 * An app registered on the platform: a shop's own, or one in the app market (the console's). Its
 * callback is where the authorization page sends the code (the platforms keep it in the app's
 * settings and refuse any other).
 */
export interface FakeApp {
  appKey: string;
  secret: string;
  /** Kuaishou: the app's sign secret, apart from its app secret (default: the secret). */
  signSecret?: string;
  redirectUri?: string;
  /** Doudian: the service-market id its authorization page is asked with. */
  serviceId?: string;
  /** How the authorization page names it. */
  name?: string;
}

export interface FakeOrderInput {
  shopId: string;
  productId: string;
  skuId?: string;
  customer: Customer;
  /** Doudian live sales. */
  roomId?: string;
  authorId?: string;
  videoId?: string;
  /** The platform's create/update time (default: the fake's clock). */
  at?: Date;
  /** What the buyer paid, in cents (Doudian; 29.00 by default). */
  payAmountCents?: number;
}

/**
 * Faults switched on one at a time or together; each applies to the next `times` matching calls
 * (default: until switched off).
 */
export type FakeFault =
  | { kind: 'rate_limit'; times?: number }
  | { kind: 'server_error'; times?: number }
  | { kind: 'slow'; ms: number; times?: number }
  /** A page answered with some rows of the page before it again. */
  | { kind: 'repeat_rows'; times?: number }
  /** Orders of a page not in update order. */
  | { kind: 'out_of_order'; times?: number }
  /** The access tokens issued so far expire at once. */
  | { kind: 'expire_tokens' }
  /** Malformed rows (a missing required field) among the orders answered. */
  | { kind: 'malformed_order'; times?: number };

export interface FakePlatform {
  readonly platform: CapturePlatform;
  /** `http://127.0.0.1:<port>`: the client's base URL. */
  readonly url: string;
  addShop(shop: FakeShop): void;
  /** Registers an app (or its callback): a market app, or a shop's own app's callback. */
  addApp(app: FakeApp): void;
  /**
   * What the authorization page does when the shop's owner agrees: a one-time code for the app
   * and the shop (the demo and the tests authorize without a browser through it).
   */
  grantCode(shopId: string, appKey: string): string;
  addProduct(shopId: string, product: { productId: string; skuId?: string; title: string }): void;
  /** Creates paid orders; returns their platform ids. */
  addOrders(orders: FakeOrderInput[]): string[];
  /** Cancels (or refunds) an order: its update time moves on. */
  cancelOrder(platformOrderId: string, at?: Date): void;
  setFault(fault: FakeFault): void;
  clearFaults(): void;
  /** Calls seen (method names), for the tests' assertions on retries and pages. */
  readonly calls: readonly string[];
  close(): Promise<void>;
}
