import { goodsEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { goodsTransferDetail } from '../transfer';
import { goodsCoverage, goodsList } from './service';

export const goodsRoutes = defineRoutes(goodsEndpoints, {
  goodsList: ({ ctx, viewer, body }) => goodsList(ctx, viewer, body),
  goodsCoverage: ({ ctx, viewer, body }) => goodsCoverage(ctx, viewer.partnerId, body.id),
  goodsTransferDetail: ({ ctx, viewer, body, lang }) =>
    goodsTransferDetail(ctx, viewer, { goodsId: body.goods_id }, lang),
});
