import { storeEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { applyForGoods } from './apply';
import { lookupOrders, sendCustomerCode } from './customer-codes';
import { storeGoods, storeInfo } from './storefront';

/** The storefront's public calls: the goods page, the customer's code, the application, the lookup. */
export const storeRoutes = defineRoutes(storeEndpoints, {
  storeGoods: ({ ctx, body, lang }) => storeGoods(ctx, body, lang),
  storeInfo: ({ ctx, body }) => storeInfo(ctx, body.promo_code),
  storeSendCode: ({ ctx, body, client }) => sendCustomerCode(ctx, body, client),
  storeApply: ({ ctx, body, client }) => applyForGoods(ctx, body, client),
  storeLookup: ({ ctx, body }) => lookupOrders(ctx, body),
});
