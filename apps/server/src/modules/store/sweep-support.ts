import { randomUUID } from 'node:crypto';
import { storeEndpoints } from '@console/contract';
import { defineSweep } from '../../test/sweep/entry';
import { makeGoods } from '../goods/test-support';
import { testIdNumber } from '../orders/test-support';

// Public calls: a customer names the store by its promotion link, which the merchant hands out;
// no session, and nothing of one merchant that another's link would reach.
const publicLink = { none: "a public promotion link: the store's own, handed to its customers" };

export const sweep = defineSweep(storeEndpoints, {
  storeGoods: {
    valid: async (ctx, caller) => ({
      promo_code: caller.promoCode,
      goods_id: (await makeGoods(ctx, caller.partnerId)).id,
    }),
    designates: publicLink,
  },
  storeInfo: {
    valid: (_ctx, caller) => ({ promo_code: caller.promoCode }),
    designates: publicLink,
  },
  storeSendCode: {
    valid: (_ctx, caller) => ({ promo_code: caller.promoCode, phone: '13600009999', purpose: 'apply' }),
    designates: publicLink,
  },
  storeApply: {
    valid: async (ctx, caller) => ({
      promo_code: caller.promoCode,
      goods_id: (await makeGoods(ctx, caller.partnerId)).id,
      request_id: randomUUID(),
      name: '王五',
      id_number: testIdNumber(1),
      phone: '13600009998',
      code: '123456',
      province: '110000',
      city: '110101',
      district: '',
      address: '长安街 1 号',
      consent: true,
    }),
    designates: publicLink,
  },
  storeLookup: {
    valid: (_ctx, caller) => ({ promo_code: caller.promoCode, phone: '13600009997', code: '123456' }),
    designates: publicLink,
  },
});
