import { eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, type Merchant, signIn } from '../../test/factories';
import { fundMerchant } from '../money/test-support';
import { checkLines, type LineInput, ratesOf } from './lines';
import { NOTIFY_PATH } from './provider-of';
import { juhe } from './providers/juhe';
import type { JuheCredentials } from './providers/juhe/protocol';
import type { TopupFake } from './providers/provider';
import { writeBatch } from './submit';
import { topupBatches, topupItems } from './tables';

// Test factories of top-up: a funded batch written by the service, and the fake provider wired to
// a test app (its callbacks delivered through app.inject).

/** The test apps' Juhe account (TOPUP_JUHE_APPKEY, TOPUP_JUHE_OPENID). */
export const TEST_JUHE: JuheCredentials = {
  key: 'topup-test-appkey-0123456789abcdef',
  openId: 'JHtest0123456789abcdef0123456789ab',
};
export const quietLog = { info() {}, warn() {}, error() {} };

/** The fake provider for a test app: callbacks only when the test settles them (`settleAll`). */
export const startTestProvider = (callbackDelayMs = 3_600_000, callbackUrl = 'http://127.0.0.1:9/unused') =>
  juhe.startFake({
    credentials: TEST_JUHE,
    callbackUrl,
    callbackDelayMs,
    slowMs: 150,
    callbackRetryMs: 100,
  });

/** The environment pointing a test app at the fake. */
export const providerEnv = (fake: TopupFake): Record<string, string> => ({
  TOPUP_PROVIDER: 'juhe',
  TOPUP_PROVIDER_URL: fake.url,
  TOPUP_JUHE_APPKEY: TEST_JUHE.key,
  TOPUP_JUHE_OPENID: TEST_JUHE.openId,
  TOPUP_TIMEOUT_MS: '2000',
  TOPUP_QUERY_AFTER_SECONDS: '1',
});

/** A callback delivered to the app through app.inject (its PUBLIC_URL listens nowhere). */
export const injectCallback = async (
  t: TestApp,
  body: string,
  contentType: string = juhe.callback.contentType,
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${NOTIFY_PATH}`,
    payload: body,
    headers: { 'content-type': contentType },
  });
  return { status: res.statusCode, body: res.body };
};

/** The fake's callbacks go to the app through app.inject. */
export const deliverTo = (t: TestApp, fake: TopupFake) =>
  fake.setDeliver((_url, callback) => injectCallback(t, callback.body, callback.contentType));

/** A test file's app over the fake provider (no job worker), a merchant with top-up, its token. */
export interface TopupSuite {
  fake: TopupFake;
  t: TestApp;
  merchant: Merchant;
  token: string;
  close(): Promise<void>;
}

export async function startTopupSuite(): Promise<TopupSuite> {
  const fake = await startTestProvider();
  const t = await createTestApp(providerEnv(fake), { jobs: { worker: false } });
  deliverTo(t, fake);
  const merchant = await makeMerchant(t.ctx, { huafeiIsShow: true });
  const token = await signIn(t.ctx, merchant.id);
  return {
    fake,
    t,
    merchant,
    token,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

/** The provider's order id of an item. */
export const orderIdOf = (itemId: number) => juhe.orderIdOf(itemId);

let serial = 0;

/** `count` numbers that pass every check (mobile 138…), the ones at `failing` ending in 44. */
export function testLines(count: number, failing: readonly number[] = [], face = '50'): LineInput[] {
  serial += 1;
  return Array.from({ length: count }, (_, i) => {
    const tail = failing.includes(i) ? '44' : String(10 + (i % 80)).replace('44', '45');
    const middle = String((serial * 1000 + i) % 1_000_000).padStart(6, '0');
    return { lineNo: i + 1, phone: `138${middle}${tail}`, amount: face };
  });
}

/** `n` lines as the submit payload takes them (`failing` end in 44). */
export const payloadLines = (n: number, failing: number[] = [], face = '50') =>
  testLines(n, failing, face).map(({ phone, amount }) => ({ phone, amount }));

let keys = 0;
/** An idempotency key not used before. */
export const newKey = () => `test-key-${(keys += 1)}-${Date.now()}`;

/** A batch of the merchant, written by the service (charged through the ledger), funded first. */
export async function makeBatch(
  ctx: AppContext,
  owner: Pick<Merchant, 'id' | 'partnerId'>,
  o: { lines?: LineInput[]; key?: string; retryOf?: number } = {},
) {
  const inputs = o.lines ?? testLines(3, [1]);
  const lines = checkLines(inputs, ratesOf(ctx.config, owner.partnerId));
  await fundMerchant(ctx, owner.id, '5000.00');
  serial += 1;
  const { id } = await ctx.db.transaction((tx) =>
    writeBatch(
      ctx,
      tx,
      {
        merchantId: owner.id,
        partnerId: owner.partnerId,
        lines: inputs,
        idempotencyKey: o.key ?? `tb-${serial}-${Date.now()}`,
        ...(o.retryOf ? { retryOf: o.retryOf } : {}),
      },
      lines,
    ),
  );
  return id;
}

/** A batch whose items failed (as the provider would have said), for retry. */
export async function failItems(ctx: AppContext, batchId: number) {
  await ctx.db
    .update(topupItems)
    .set({ status: 'failed', reason: 'test' })
    .where(eq(topupItems.batchId, batchId));
}

export const rowOf = {
  batch: async (ctx: AppContext, id: number) =>
    (await ctx.db.select().from(topupBatches).where(eq(topupBatches.id, id)))[0],
  items: (ctx: AppContext, batchId: number) =>
    ctx.db.select().from(topupItems).where(eq(topupItems.batchId, batchId)).orderBy(topupItems.lineNo),
};
