import { defineEndpoints } from '../endpoint';
import type * as S from './schemas';
import { authCodes } from '../auth/codes';

/**
 * The storefront: the customer's order page behind a promotion link. Public (customers never sign
 * in); an unknown link, phone or code is answered the same whatever the reason.
 */
export const storeEndpoints = defineEndpoints<typeof S>()({
  storeGoods: {
    path: '/store/goods',
    access: 'public',
    payload: 'StoreLinkPayload',
    result: 'StoreGoodsResult',
  },
  /** The store's name and logo for the order lookup page. */
  storeInfo: {
    path: '/store/info',
    access: 'public',
    payload: 'StoreInfoPayload',
    result: 'StoreInfoResult',
  },
  storeSendCode: {
    path: '/store/sendCode',
    access: 'public',
    rateLimit: 'auth',
    payload: 'StoreSendCodePayload',
    result: 'StoreSendCodeResult',
  },
  storeApply: {
    codes: [authCodes.smsCodeWrong],
    path: '/store/apply',
    access: 'public',
    rateLimit: 'auth',
    payload: 'StoreApplyPayload',
    result: 'StoreApplyResult',
  },
  storeLookup: {
    codes: [authCodes.smsCodeWrong],
    path: '/store/lookup',
    access: 'public',
    rateLimit: 'auth',
    payload: 'StoreLookupPayload',
    result: 'StoreLookupResult',
  },
});
