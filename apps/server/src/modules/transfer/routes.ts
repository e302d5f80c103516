import { transferEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import {
  changeOpenStatus,
  readTransferRecord,
  transferDetail,
  transferList,
  transferNotices,
} from './service';

export const transferRoutes = defineRoutes(transferEndpoints, {
  transferList: ({ ctx, viewer, body }) => transferList(ctx, viewer, body),
  transferChangeOpen: ({ ctx, viewer, body }) => changeOpenStatus(ctx, viewer, body),
  transferDetail: ({ ctx, viewer, body, lang }) => transferDetail(ctx, viewer, { id: body.id }, lang),
  transferNotice: ({ ctx, viewer }) => transferNotices(ctx, viewer),
  transferReadRecord: ({ ctx, viewer, body }) => readTransferRecord(ctx, viewer, body.id),
});
