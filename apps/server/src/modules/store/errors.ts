import { Code } from '@console/contract';
import { defineErrors } from '../../lib/app-error';
import type { CoreMessageKey } from '../../lib/i18n';
import type texts from './locales/zh-CN.json';

/**
 * The storefront's refusals. An unknown promo code, a goods of another partner and a malformed link
 * all answer `linkUnknown`: the page cannot tell which merchants or goods exist.
 */
export const StoreError = defineErrors<keyof typeof texts | CoreMessageKey>()({
  linkUnknown: { code: Code.notFound, key: 'err.store_link_unknown' },
  storeClosed: { code: Code.storeClosed, key: 'err.store_closed' },
  goodsOffSale: { code: Code.goodsUnavailable, key: 'err.store_goods_off_sale' },
  tooYoung: { code: Code.ageOutOfRange, key: 'err.store_too_young' },
  tooOld: { code: Code.ageOutOfRange, key: 'err.store_too_old' },
  birthInvalid: { code: Code.validation, key: 'err.store_birth_invalid' },
  areaUnknown: { code: Code.validation, key: 'err.store_area_unknown' },
  areaNotCovered: { code: Code.areaNotCovered, key: 'err.store_area_not_covered' },
  carrierLimit: { code: Code.carrierLimit, key: 'err.store_carrier_limit' },
  requestReused: { code: Code.idempotencyConflict, key: 'err.store_request_reused' },
});
