import { storeEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { storeApply } from './apply';
import { storeLookup, storeSendCode } from './customer-codes';
import { storeGoods, storeInfo } from './storefront';

/** The storefront's public calls: the goods page, the customer's code, the application, the lookup. */
export const storeRoutes = defineRoutes(storeEndpoints, {
  storeGoods: ({ ctx, body, lang }) => storeGoods(ctx, body, lang),
  storeInfo: ({ ctx, body }) => storeInfo(ctx, body.promo_code),
  storeSendCode: ({ ctx, body, client }) => storeSendCode(ctx, body, client),
  storeApply: ({ ctx, body, client }) => storeApply(ctx, body, client),
  storeLookup: ({ ctx, body }) => storeLookup(ctx, body),
});
