import { afterEach, beforeEach } from 'vitest';
import { demoCustomer, prng } from '../../orders/demo/customers';
import type { FakeOrderInput, FakePlatform, FakeShop } from './fake';
import type { ClientOptions, OrderPage, PlatformClient, PlatformToken, ShopCredentials } from './platform';

// What the tests of a platform's client against its fake share: for each test a fresh fake with
// one shop and one product with one SKU, the clock both read (a test may move it), the tokens the
// client hands over, and orders and pulls made the same way. Not used by the server.
// (A -support file may use another module's internals: the demo customers of the orders module.)

export const DAY = 86_400_000;

export interface ClientTestSetup {
  shop: FakeShop;
  /** The shop's product and its SKU, each with its title; the orders are of the SKU. */
  product: { productId: string; title: string; skuId: string; skuTitle: string };
  /** The seed of the customers' names, numbers and addresses. */
  seed: number;
}

/** What a test reads and may change: set afresh before each test. */
export interface ClientTestState {
  /** The clock the client and the fake read (a test may move it). */
  clock: Date;
  fake: FakePlatform;
  /** The client's credentials of the shop (a test may spoil them). */
  shop: ShopCredentials;
  /** Every token the client handed over, in order. */
  tokens: PlatformToken[];
}

/** Starts the fake before each test and closes it after; the state and the helpers in one object. */
export function clientTestBed<Client extends PlatformClient>(
  startFake: (options: { now: () => Date }) => Promise<FakePlatform>,
  createClient: (options: ClientOptions) => Client,
  setup: ClientTestSetup,
) {
  const people = prng(setup.seed);
  const { productId, title, skuId, skuTitle } = setup.product;
  const bed: ClientTestState = {
    clock: new Date(0),
    fake: null as unknown as FakePlatform,
    shop: null as unknown as ShopCredentials,
    tokens: [],
  };

  /** A client of the fake, patient enough for a test; a secret given is put on the shop. */
  const client = (over: { secret?: string; timeoutMs?: number } = {}): Client => {
    if (over.secret) bed.shop.secret = over.secret;
    return createClient({
      baseUrl: bed.fake.url,
      timeoutMs: over.timeoutMs ?? 1000,
      attempts: 3,
      backoffMs: 5,
      now: () => bed.clock,
      onToken: (_shop, token) => void bed.tokens.push(token),
    });
  };

  /** A customer of the next demo person. */
  const customer = () => demoCustomer(people, bed.clock);

  /** `n` orders of the SKU, the first at `from`, each next one `stepMs` later. */
  const orders = (n: number, from: Date, stepMs: number): FakeOrderInput[] =>
    Array.from({ length: n }, (_, i) => ({
      shopId: setup.shop.shopId,
      productId,
      skuId,
      customer: customer(),
      at: new Date(from.getTime() + i * stepMs),
    }));

  /** The pages of one pull of the window (default: the day up to now), and all they held. */
  async function pull(c = client(), start = new Date(bed.clock.getTime() - DAY), end = bed.clock) {
    const pages: OrderPage[] = [];
    await c.pullOrders(bed.shop, { start, end }, async (page) => void pages.push(page));
    return { pages, all: pages.flatMap((p) => p.orders), malformed: pages.flatMap((p) => p.malformed) };
  }

  /** How many times the fake saw this call. */
  const countOf = (call: string) => bed.fake.calls.filter((c) => c === call).length;

  beforeEach(async () => {
    bed.clock = new Date('2024-05-01T12:00:00Z');
    bed.fake = await startFake({ now: () => bed.clock });
    bed.fake.addShop(setup.shop);
    bed.fake.addProduct(setup.shop.shopId, { productId, title });
    bed.fake.addProduct(setup.shop.shopId, { productId, skuId, title: skuTitle });
    bed.shop = { ...setup.shop, signSecret: setup.shop.secret, authMode: 'self', token: null };
    bed.tokens = [];
  });
  afterEach(() => bed.fake.close());
  return Object.assign(bed, { client, customer, orders, pull, countOf });
}
