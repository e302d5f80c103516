import type { CapturePlatform, RefundState } from '@console/contract';
import type { Customer } from '../../../lib/personal-data';

// The boundary between the capture engine (modules/capture) and the platforms. Each platform's
// folder here holds its HTTP client (implementing PlatformClient), its signing rules and its local
// fake (a second implementation of the same protocol, an HTTP server on loopback). The engine
// never sees a platform's wire format; a platform's client never sees the database.

/**
 * How a shop's app reaches it. `self`: the merchant's own app (Doudian's 自用型应用, whose token a
 * client may create with the shop id alone; Pinduoduo's and Kuaishou's own apps still need the
 * authorization page). `market`: the console's app in the platform's app market (服务市场), which
 * the merchant authorizes for the shop on the platform's page; no token without that page.
 */
export type ShopAuthMode = 'self' | 'market';

/** What the engine keeps of a shop for its client (the secret decrypted, only in memory). */
export interface ShopCredentials {
  /** The platform's shop id. */
  shopId: string;
  /** The app the calls are made with: the shop's own, or the console's market app. */
  appKey: string;
  secret: string;
  /** Kuaishou: the app's sign secret (签名密钥), apart from its app secret; '' elsewhere. */
  signSecret: string;
  authMode: ShopAuthMode;
  /** The tokens the client obtained earlier (null: none yet). */
  token: PlatformToken | null;
}

/** The console's own app in a platform's app market, from the settings. */
export interface MarketApp {
  appKey: string;
  secret: string;
  /** Kuaishou: the app's sign secret (签名密钥); '' elsewhere. */
  signSecret: string;
  /** Doudian: the service's id in its service market (its authorization page names the service). */
  serviceId?: string;
}

/** Where the merchant's browser is sent to authorize an app for a shop. */
export interface AuthorizationRequest {
  /** The app to authorize: the shop's own, or the console's market app. */
  app: MarketApp;
  /** Handed back unchanged with the code: binds the answer to the merchant's request. */
  state: string;
  /** The console's callback (a platform that keeps it in the app's settings ignores it). */
  redirectUri: string;
}

/** What a code from the authorization page is worth: the shop it opens and its tokens. */
export interface AuthorizedShop {
  /** The platform's id of the shop that granted the code (the engine compares it with the shop's). */
  shopId: string;
  token: PlatformToken;
}

export interface PlatformToken {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/** One platform order, normalised. `customer` is in clear (decrypted through the platform's call). */
export interface PlatformOrder {
  platformOrderId: string;
  /**
   * `active`: paid and live; `cancelled`: cancelled or refunded on the platform (ours is cancelled
   * too while it has not been submitted).
   */
  status: 'active' | 'cancelled';
  /** The platform's update time of the order: the sync's watermark moves over these. */
  updatedAt: Date;
  productId: string;
  skuId: string;
  title: string;
  customer: Customer;
  /** Doudian live sales: the room, the anchor (`author_id`) and the short video; '' otherwise. */
  roomId: string;
  authorId: string;
  videoId: string;
  /** When the buyer placed it on the platform (a live sale is credited to the session of that time). */
  placedAt?: Date;
  /** What the buyer paid on the platform (Doudian's short-video and live sales). */
  payment?: OrderPayment;
}

export interface OrderPayment {
  /** In cents (fen), as the platform counts. */
  amountCents: number;
  paidAt: Date | null;
  refund: RefundState;
}

/** A platform order that could not be read: put aside with why, never half-written. */
export interface MalformedOrder {
  platformOrderId: string;
  updatedAt: Date | null;
  /** Why, in words for the log (English; no personal data). */
  reason: string;
}

export interface PlatformProduct {
  productId: string;
  /** '' for the product as a whole. */
  skuId: string;
  title: string;
}

/** One page of orders as the client read it (after decryption). */
export interface OrderPage {
  orders: PlatformOrder[];
  malformed: MalformedOrder[];
}

/**
 * What the engine does about a failure. `auth`: the app's credentials refused (app key, secret,
 * signature): fixed in the shop's settings. `revoked`: the shop's authorization is missing, ended
 * or withdrawn (no token, a refresh token dead, the merchant cancelled it): authorize again on the
 * platform's page. `rate_limited`, `unavailable`, `timeout`: retried with backoff, then shown.
 * `protocol`: an answer the client could not read. `refused`: any other refusal, with the
 * platform's own words.
 */
export type PlatformErrorKind =
  'auth' | 'revoked' | 'rate_limited' | 'unavailable' | 'timeout' | 'protocol' | 'refused';

/** Why a platform call failed, in a form the engine can act on and show on the shop. */
export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  constructor(
    readonly kind: PlatformErrorKind,
    /** For the log (English; the call's name, the platform's code and words; never personal data). */
    message: string,
    /** The platform's own code, for the shop's last error. */
    readonly platformCode = '',
    /** The platform's own words for it (its msg / sub_msg), shown on the shop card as they came. */
    readonly platformText = '',
  ) {
    super(message);
  }
}

export interface PullWindow {
  start: Date;
  end: Date;
}

/**
 * A platform's open API as the engine uses it. Every call retries on its own what is worth
 * retrying (rate limits with backoff, timeouts and 5xx with backoff, an expired token refreshed
 * once) and throws PlatformError when it gives up. `onToken` is called whenever a new token is
 * obtained, so that the engine stores it (encrypted) before it is used.
 */
export interface PlatformClient {
  readonly platform: CapturePlatform;
  /** Obtains a token when there is none or it is about to run out; returns the one in use. */
  authorize(shop: ShopCredentials): Promise<PlatformToken>;
  /** The cheapest call that proves the credentials and the token work. */
  testConnection(shop: ShopCredentials): Promise<void>;
  /**
   * The platform's authorization page for `request` (absent: the platform has none, Gantanhao).
   * Built from ClientOptions.authUrl, with the platform's own parameter names.
   */
  authorizationUrl?(request: AuthorizationRequest): string;
  /** The code the authorization page sent back, exchanged for the shop's tokens (not stored here). */
  exchangeCode?(app: MarketApp, code: string, redirectUri: string): Promise<AuthorizedShop>;
  /** The shop's products and SKUs (for mapping). */
  listProducts(shop: ShopCredentials): Promise<PlatformProduct[]>;
  /**
   * The orders updated within the window, page by page in the platform's order; `onPage` is
   * awaited before the next page is asked for (the engine writes each page in one transaction).
   * A window longer than the platform allows is split by the client.
   */
  pullOrders(
    shop: ShopCredentials,
    window: PullWindow,
    onPage: (page: OrderPage) => Promise<void>,
    signal?: AbortSignal,
  ): Promise<void>;
}

/** Settings every client takes: where the platform is and how patient to be. */
export interface ClientOptions {
  /** The platform's base URL (the real host in production, the fake's loopback address in tests). */
  baseUrl: string;
  /** Where the platform's authorization page is (its own host in production; the fake's address). */
  authUrl?: string;
  /** Per request. */
  timeoutMs?: number;
  /** Attempts of a retryable failure before giving up (1: no retry). */
  attempts?: number;
  /** The first backoff; doubled each attempt (tests set it low). */
  backoffMs?: number;
  /** Called with the shop's new token whenever one is obtained (before it is used). */
  onToken?: (shop: ShopCredentials, token: PlatformToken) => Promise<void> | void;
  /** The clock (tests move it). */
  now?: () => Date;
}
