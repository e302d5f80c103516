import type { Language, StoreLookupResult, StoreOrder, PayloadOut, storeEndpoints } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { searchHash } from '../../lib/personal-data';
import { checkVerifyCode, issueSmsCode, spendVerifyCode } from '../auth';
import { lookupOrderRows } from './queries';
import { openStore } from './storefront';

/**
 * `/store/sendCode`: a code to the customer's phone, in the platform's own text: the store's name
 * is the merchant's words and stays out of it (decision 048). The account codes' limits hold (one a
 * minute per phone, ten a day per phone and per address, counted apart from the console's own
 * codes), and whether a phone has orders is never told: every phone gets a code.
 */
export async function storeSendCode(
  ctx: AppContext,
  body: PayloadOut<typeof storeEndpoints.storeSendCode>,
  client: { ip: string; lang: Language },
) {
  // The store must be open, though its name is not sent.
  await openStore(ctx.db, body.promo_code);
  return issueSmsCode(ctx, { mobile: body.phone, scene: body.purpose }, client);
}

/**
 * `/store/lookup`: the phone's orders at this store (the newest 50), masked, once the code sent to
 * the phone is shown. The code is spent: another look asks for another code.
 */
export async function storeLookup(
  ctx: AppContext,
  body: PayloadOut<typeof storeEndpoints.storeLookup>,
): Promise<StoreLookupResult> {
  const store = await openStore(ctx.db, body.promo_code);
  const codeId = await checkVerifyCode(ctx, { mobile: body.phone, scene: 'lookup', code: body.code });
  await ctx.db.transaction((tx) => spendVerifyCode(tx, codeId));
  const rows = await lookupOrderRows(ctx.db, store.id, searchHash(ctx.secrets.dataKey, body.phone));
  return {
    list: rows.map((r): StoreOrder => ({
      order_no: r.orderNo,
      goods_name: r.goodsName,
      status: r.status as StoreOrder['status'],
      customer_name: r.nameMasked,
      phone: r.phoneMasked,
      address: [r.province, r.city, r.district].filter(Boolean).join(' '),
      express_company: r.expressCompany,
      tracking_no: r.trackingNo,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
