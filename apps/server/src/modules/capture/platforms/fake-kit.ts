import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { CapturePlatform } from '@console/contract';
import type { FakeOrderInput, FakePlatform, FakeShop } from './fake';
import { FaultBoard } from './fake-faults';
import { FakeAppBook, FakeCodeBook } from './fake-authorization';
import type { FakeServer } from './fake-server';

// What the fake platforms share whatever their protocol: the order and
// token books, the product catalogue, the fake's own cipher for customer fields, the loopback
// server with its `/__fake/` control routes. Generic on purpose: each platform's fake keeps its
// wire format to itself.

export interface FakeOrderRecord {
  id: string;
  input: FakeOrderInput;
  createdAt: Date;
  updatedAt: Date;
  cancelled: boolean;
}

/** The orders of a fake, by id, listed by update time (then id, so pages are stable). */
export class FakeOrderBook {
  private readonly byId = new Map<string, FakeOrderRecord>();
  private seq = 0;

  constructor(private readonly newId: (at: Date, seq: number) => string) {}

  add(input: FakeOrderInput, now: Date): FakeOrderRecord {
    const at = input.at ?? now;
    this.seq += 1;
    const order = { id: this.newId(at, this.seq), input, createdAt: at, updatedAt: at, cancelled: false };
    this.byId.set(order.id, order);
    return order;
  }

  get(id: string): FakeOrderRecord | undefined {
    return this.byId.get(id);
  }

  /** Cancels (refunds) the order; its update time moves to `at`, never backwards. */
  cancel(id: string, at: Date): FakeOrderRecord {
    const order = this.byId.get(id);
    if (!order) throw new Error(`unknown order ${id}`);
    order.cancelled = true;
    order.updatedAt = new Date(Math.max(at.getTime(), order.updatedAt.getTime() + 1000));
    return order;
  }

  /** The shop's orders updated in [start, end] (milliseconds, both included). */
  updatedWithin(shopId: string, start: number, end: number): FakeOrderRecord[] {
    return [...this.byId.values()]
      .filter((o) => o.input.shopId === shopId && +o.updatedAt >= start && +o.updatedAt <= end)
      .sort((a, b) => +a.updatedAt - +b.updatedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
}

export interface FakeToken {
  shopId: string;
  /** The app it was issued to: a call with it must be signed with that app's secret. */
  appKey: string;
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/** Tokens issued by a fake: an access token lives `ttlMs`; a refresh token is good once. */
export class FakeTokenBook {
  private readonly byAccess = new Map<string, FakeToken>();
  private readonly byRefresh = new Map<string, FakeToken>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => Date,
  ) {}

  issue(shopId: string, appKey: string): FakeToken {
    const token = {
      shopId,
      appKey,
      accessToken: randomBytes(16).toString('hex'),
      refreshToken: randomBytes(16).toString('hex'),
      expiresAt: new Date(this.now().getTime() + this.ttlMs),
    };
    this.byAccess.set(token.accessToken, token);
    this.byRefresh.set(token.refreshToken, token);
    return token;
  }

  check(accessToken: string): FakeToken | 'expired' | 'unknown' {
    const token = this.byAccess.get(accessToken);
    if (!token) return 'unknown';
    return token.expiresAt <= this.now() ? 'expired' : token;
  }

  /** A new token for the refresh token's shop, or null when it is unknown or already used. */
  refresh(refreshToken: string): FakeToken | null {
    const old = this.byRefresh.get(refreshToken);
    if (!old) return null;
    this.byRefresh.delete(refreshToken);
    return this.issue(old.shopId, old.appKey);
  }

  /** The `expire_tokens` fault: every access token issued so far runs out now. */
  expireAll(): void {
    const past = new Date(this.now().getTime() - 1000);
    for (const token of this.byAccess.values()) token.expiresAt = past;
  }
}

/**
 * The fake's own reversible cipher for customer fields: AES-256-GCM under a key only this fake
 * holds, bound to a tag (the order id) so a cipher moved to another order does not open. The
 * client can only read the clear text through the platform's decrypt call, as on the real one.
 */
export class FakeCipher {
  private readonly key = randomBytes(32);

  seal(text: string, tag: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(tag));
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The clear text, or null when the cipher is not one of ours or not for this tag. */
  open(sealed: string, tag: string): string | null {
    try {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12)).setAAD(
        Buffer.from(tag),
      );
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

export interface FakeProduct {
  productId: string;
  title: string;
  /** `spec`: what the SKU's title adds to its product's ("29元套餐"). */
  skus: { skuId: string; spec: string }[];
}

/** The products of a fake by shop, in the order they were first added, each with its SKUs. */
export class FakeCatalogue {
  private readonly byShop = new Map<string, Map<string, FakeProduct>>();

  /**
   * Adds a product, or (with `skuId`) a SKU of it; a SKU added again replaces the one before. A
   * SKU's title is its product's title and its spec: the spec is kept. A SKU added before its
   * product makes the product with the SKU's title.
   */
  add(shopId: string, { productId, skuId, title }: { productId: string; skuId?: string; title: string }) {
    const ofShop = this.byShop.get(shopId) ?? new Map<string, FakeProduct>();
    this.byShop.set(shopId, ofShop);
    const product = ofShop.get(productId) ?? { productId, title, skus: [] };
    ofShop.set(productId, product);
    if (skuId) {
      const spec = title.startsWith(product.title) ? title.slice(product.title.length).trim() : title;
      product.skus = [...product.skus.filter((s) => s.skuId !== skuId), { skuId, spec }];
    }
  }

  get(shopId: string, productId: string): FakeProduct | undefined {
    return this.byShop.get(shopId)?.get(productId);
  }

  /**
   * One page of the shop's products and their total: the page number (from 1) and size (1 to 100,
   * the platforms' most) brought into range, as the platforms do.
   */
  page(shopId: string, page: number, size: number) {
    const [number, pageSize] = [Math.max(1, page), Math.min(100, Math.max(1, size))];
    const all = [...(this.byShop.get(shopId)?.values() ?? [])];
    const products = all.slice((number - 1) * pageSize, number * pageSize);
    return { number, size: pageSize, products, total: all.length };
  }
}

/**
 * What a fake holds besides its protocol, `Sealed` being an order's customer in the platform's
 * ciphers.
 */
export function fakeState<Sealed>(options: {
  now?: () => Date;
  tokenTtlMs: number;
  newOrderId: (at: Date, seq: number) => string;
  seal: (cipher: FakeCipher, order: FakeOrderRecord) => Sealed;
}) {
  const now = options.now ?? (() => new Date());
  return {
    now,
    shops: new Map<string, FakeShop>(),
    catalogue: new FakeCatalogue(),
    orders: new FakeOrderBook(options.newOrderId),
    // Sealed once when the order is added: a value keeps its cipher, as on the platforms.
    sealed: new Map<string, Sealed>(),
    seal: options.seal,
    tokens: new FakeTokenBook(options.tokenTtlMs, now),
    /** Apps by key (each shop's own, and the registered ones) and the authorization page's codes. */
    apps: new FakeAppBook(),
    codes: new FakeCodeBook(now),
    faults: new FaultBoard(),
    cipher: new FakeCipher(),
    /** The calls the fake's protocol saw, by name. */
    calls: [] as string[],
  };
}
export type FakeState<Sealed> = ReturnType<typeof fakeState<Sealed>>;

/** The FakePlatform (what the tests, demo and benchmark drive) of a fake's state and server. */
export function fakePlatform<Sealed>(
  platform: CapturePlatform,
  server: FakeServer,
  {
    now,
    shops,
    catalogue,
    orders,
    sealed,
    seal,
    tokens,
    faults,
    cipher,
    calls,
    apps,
    codes,
  }: FakeState<Sealed>,
): FakePlatform {
  return {
    platform,
    url: server.url,
    calls,
    addShop: (shop) => {
      shops.set(shop.shopId, { ...shop });
      apps.add({ appKey: shop.appKey, secret: shop.secret, signSecret: shop.signSecret });
    },
    addApp: (app) => apps.add(app),
    grantCode: (shopId, appKey) => {
      if (!shops.has(shopId)) throw new Error(`unknown shop ${shopId}`);
      if (!apps.get(appKey)) throw new Error(`unknown app ${appKey}`);
      return codes.issue(appKey, shopId);
    },
    addProduct: (shopId, product) => catalogue.add(shopId, product),
    addOrders: (inputs) =>
      inputs.map((input) => {
        if (!shops.has(input.shopId)) throw new Error(`unknown shop ${input.shopId}`);
        const order = orders.add(input, now());
        sealed.set(order.id, seal(cipher, order));
        return order.id;
      }),
    cancelOrder: (id, at) => void orders.cancel(id, at ?? now()),
    // Expired tokens are no fault the board plays out call by call: they run out at once.
    setFault: (fault) => (fault.kind === 'expire_tokens' ? tokens.expireAll() : faults.set(fault)),
    clearFaults: () => faults.clear(),
    close: () => server.close(),
  };
}

export * from './fake-authorization';
export * from './fake-faults';
export * from './fake-server';
