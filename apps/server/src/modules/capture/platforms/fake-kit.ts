import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { CapturePlatform } from '@console/contract';
import type { FakeFault, FakeOrderInput, FakePlatform, FakeShop } from './fake';
import type { FakeServer } from './fake-server';

// What the fake platforms share whatever their protocol: the fault switchboard, the order and
// token books, the product catalogue, the fake's own cipher for customer fields, the loopback
// server with its `/__fake/` control routes. Generic on purpose: each platform's fake keeps its
// wire format to itself.

export type FaultKind = FakeFault['kind'];
type FaultOf<K extends FaultKind> = Extract<FakeFault, { kind: K }>;

/** The faults switched on, each with the calls it still applies to. */
export class FaultBoard {
  private readonly active = new Map<FaultKind, { fault: FakeFault; left: number }>();

  set(fault: FakeFault): void {
    const times = 'times' in fault && fault.times !== undefined ? fault.times : Infinity;
    this.active.set(fault.kind, { fault, left: times });
  }

  clear(): void {
    this.active.clear();
  }

  has(kind: FaultKind): boolean {
    return this.active.has(kind);
  }

  /** The fault of `kind` when it applies to this call (one of its `times` is used up). */
  take<K extends FaultKind>(kind: K): FaultOf<K> | null {
    const entry = this.active.get(kind);
    if (!entry) return null;
    entry.left -= 1;
    if (entry.left <= 0) this.active.delete(kind);
    return entry.fault as FaultOf<K>;
  }

  /**
   * The faults that strike a call before it is read: waits out `slow`, then says whether the call
   * is to be answered as rate limited or as a server error (each platform words those its way).
   */
  async preflight(): Promise<'rate_limit' | 'server_error' | null> {
    const slow = this.take('slow');
    if (slow) await new Promise((resolve) => setTimeout(resolve, slow.ms));
    if (this.take('rate_limit')) return 'rate_limit';
    if (this.take('server_error')) return 'server_error';
    return null;
  }

  /**
   * One page of `all` (sorted in update order) as a faulty platform answers it: with the two rows
   * before the page again (`repeat_rows`, only when there are rows before), reversed
   * (`out_of_order`), or with its first row broken by `breakRow` (`malformed_order`).
   */
  page<T>(all: readonly T[], offset: number, size: number, breakRow: (row: T) => T): T[] {
    let rows = all.slice(offset, offset + size);
    if (offset > 0 && this.has('repeat_rows') && this.take('repeat_rows')) {
      rows = [...all.slice(Math.max(0, offset - 2), offset), ...rows];
    }
    if (rows.length > 1 && this.take('out_of_order')) rows = [...rows].reverse();
    if (rows.length > 0 && this.take('malformed_order')) rows = [breakRow(rows[0]!), ...rows.slice(1)];
    return rows;
  }
}

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

  issue(shopId: string): FakeToken {
    const token = {
      shopId,
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
    return this.issue(old.shopId);
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
  { now, shops, catalogue, orders, sealed, seal, tokens, faults, cipher, calls }: FakeState<Sealed>,
): FakePlatform {
  return {
    platform,
    url: server.url,
    calls,
    addShop: (shop) => void shops.set(shop.shopId, { ...shop }),
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

export * from './fake-server';
