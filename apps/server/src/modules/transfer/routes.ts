import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPath,
  ChangeOpenStatusPayload,
  GoodsTransferDetailPayload,
  ReadTransferRecordPayload,
  TransferDetailPayload,
  TransferListPayload,
} from '@console/contract';
import type { AppContext } from '../../lib/context';
import { ok } from '../../lib/reply';
import { requireSession } from '../../plugins/auth';
import { requireRoute, viewerOf } from '../../plugins/permissions';
import {
  changeOpenStatus,
  readTransferRecord,
  transferDetail,
  transferList,
  transferNotices,
} from './service';

export function transferRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = [requireSession(ctx), requireRoute('GoodsTransfer')];
  // The mind map of a goods is part of the goods list, also for those without the transfer screen.
  const goodsGuard = [requireSession(ctx), requireRoute('GoodsList')];

  r.post(ApiPath.transferList, { schema: { body: TransferListPayload }, onRequest: guard }, async (req) =>
    ok(req, await transferList(ctx, viewerOf(req), req.body)),
  );

  r.post(
    ApiPath.transferChangeOpen,
    { schema: { body: ChangeOpenStatusPayload }, onRequest: guard },
    async (req) => ok(req, await changeOpenStatus(ctx, viewerOf(req), req.body)),
  );

  r.post(ApiPath.transferDetail, { schema: { body: TransferDetailPayload }, onRequest: guard }, async (req) =>
    ok(req, await transferDetail(ctx, viewerOf(req), { id: req.body.id }, req.lang)),
  );

  r.post(
    ApiPath.goodsTransferDetail,
    { schema: { body: GoodsTransferDetailPayload }, onRequest: goodsGuard },
    async (req) =>
      ok(req, await transferDetail(ctx, viewerOf(req), { goodsId: req.body.goods_id }, req.lang)),
  );

  r.post(ApiPath.transferNotice, { onRequest: guard }, async (req) =>
    ok(req, await transferNotices(ctx, viewerOf(req))),
  );

  r.post(
    ApiPath.transferReadRecord,
    { schema: { body: ReadTransferRecordPayload }, onRequest: guard },
    async (req) => ok(req, await readTransferRecord(ctx, viewerOf(req), req.body.id)),
  );
}
