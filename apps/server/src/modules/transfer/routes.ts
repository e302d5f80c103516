import { transferEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import {
  transferChangeOpen,
  transferReadRecord,
  goodsTransferDetail,
  transferList,
  transferNotice,
} from './service';

export const transferRoutes = defineRoutes(transferEndpoints, {
  transferList: ({ ctx, viewer, body }) => transferList(ctx, viewer, body),
  transferChangeOpen: ({ ctx, viewer, body }) => transferChangeOpen(ctx, viewer, body),
  transferDetail: ({ ctx, viewer, body, lang }) => goodsTransferDetail(ctx, viewer, { id: body.id }, lang),
  transferNotice: ({ ctx, viewer }) => transferNotice(ctx, viewer),
  transferReadRecord: ({ ctx, viewer, body }) => transferReadRecord(ctx, viewer, body.id),
});
