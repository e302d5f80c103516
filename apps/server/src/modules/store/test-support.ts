import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type StoreApplyPayload, ENDPOINTS, type PayloadIn } from '@console/contract';
import type { TestApp } from '../../test/test-app';
import { makeMerchant, type MerchantOverrides } from '../../test/factories';
import { lastSmsCode } from '../../test/outbox';
import { smsCodes } from '../auth/tables';
import { makeGoods } from '../goods/test-support';
import { testIdNumber } from '../orders/test-support';

// Test helpers of the storefront: a store with a goods, and a customer who fills the form.
let serial = 0;

/** A merchant with a goods of its partner (Guangzhou only, ages 18–60 unless told otherwise). */
export async function makeStore(
  t: TestApp,
  merchant: MerchantOverrides = {},
  goods: Parameters<typeof makeGoods>[2] = {},
) {
  const owner = await makeMerchant(t.ctx, merchant);
  const item = await makeGoods(t.ctx, owner.partnerId, {
    nationwide: false,
    coverageCodes: ['440100', '110000'],
    ...goods,
  });
  return { merchant: owner, goods: item, promo: owner.promoCode };
}

/** `years` ago today (UTC is close enough when the test keeps a day away from a birthday). */
export function birthYearsAgo(years: number, dayOffset = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + dayOffset);
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

/** A phone and an ID number of its own for each customer. */
export function nextCustomer() {
  serial += 1;
  return {
    phone: `188${String(serial).padStart(8, '0')}`,
    idNumber: testIdNumber(serial, birthYearsAgo(30)),
  };
}

/** The phone's earlier codes sent two minutes ago: as if the customer waited out the resend limit. */
export const waitOutResend = (t: TestApp, phone: string) =>
  t.ctx.db
    .update(smsCodes)
    .set({ createdAt: sql`now() - interval '2 minutes'` })
    .where(eq(smsCodes.mobile, phone));

/** Asks the code for `phone` and reads it from the outbox, as the customer reads the phone. */
export async function codeFor(
  t: TestApp,
  promo: string,
  phone: string,
  purpose: PayloadIn<typeof ENDPOINTS.storeSendCode>['purpose'] = 'apply',
  ip?: string,
) {
  await waitOutResend(t, phone);
  // Each customer from an address of its own: an address gets ten codes a day.
  serial += 1;
  const from = ip ?? `10.8.${Math.floor(serial / 250)}.${(serial % 250) + 1}`;
  const sent = await t.call(ENDPOINTS.storeSendCode, { promo_code: promo, phone, purpose }, { ip: from });
  if (sent.code !== 1) throw new Error(`no code for ${phone}: ${sent.msg}`);
  return lastSmsCode(t.dataDir, phone);
}

/** A filled application (Guangzhou, Liwan) for a fresh customer, with its code already asked for. */
export async function application(
  t: TestApp,
  store: { promo: string; goods: { id: number } },
  overrides: Partial<StoreApplyPayload> = {},
): Promise<StoreApplyPayload> {
  const customer = nextCustomer();
  const phone = overrides.phone ?? customer.phone;
  return {
    promo_code: store.promo,
    goods_id: store.goods.id,
    request_id: randomUUID(),
    name: '李小龙',
    id_number: customer.idNumber,
    phone,
    code: overrides.code ?? (await codeFor(t, store.promo, phone)),
    province: '440000',
    city: '440100',
    district: '440103',
    address: '中山路 1 号',
    consent: true,
    ...overrides,
  };
}
