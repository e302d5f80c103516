import { defineEndpoints } from '../endpoint';
import type * as Transfer from '../transfer/schemas';
import type * as S from './schemas';
import { coreCodes } from '../codes';

/** The partner's goods as the merchant sells them. */
export const goodsEndpoints = defineEndpoints<typeof S & typeof Transfer>()({
  goodsList: {
    reads: 'replica-ok',
    path: '/goods/index',
    route: 'GoodsList',
    payload: 'GoodsListPayload',
    result: 'GoodsListResult',
  },
  goodsCoverage: {
    path: '/goods/coverage',
    route: 'GoodsList',
    payload: 'GoodsCoveragePayload',
    result: 'GoodsCoverageResult',
  },
  /** The mind map of a goods is part of the goods list, also for those without the transfer screen. */
  goodsTransferDetail: {
    codes: [coreCodes.notFound],
    path: '/goods/transDetail',
    route: 'GoodsList',
    payload: 'GoodsTransferDetailPayload',
    result: 'TransferDetail',
  },
});
