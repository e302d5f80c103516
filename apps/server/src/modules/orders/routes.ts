import { type Endpoint, isAgent, orderEndpoints } from '@console/contract';
import { sendTemplate, sheetRules } from '../../jobs/sheet-template';
import type { IncomingFile } from '../../lib/multipart';
import { type Call, defineRoutes } from '../../plugins/endpoint-routes';
import { orderFlag, orderReapply, orderResubmit, orderUpdate } from './actions';
import { orderChain } from './chain';
import { orderDecrypt } from './decrypt';
import { orderImporter } from './import/order-importer';
import { remarkImporter } from './import/remark-importer';
import { orderExport, orderImport, orderRemarkImport } from './import/service';
import { importerTemplate } from './import/templates';
import { orderDetail, orderList } from './list';
import type { OrderScope } from './queries';
import { orderWebhook } from './webhook';

// The list: an agent's scope takes in its sub-merchants' orders (their masked rows). Everything
// else, reading one order included (detail, history, decrypt), is the caller's own orders only
// (the handlers pass `merchantId`; decision 046).
const scopeOf = ({ merchantId, viewer }: Pick<Call<Endpoint>, 'merchantId' | 'viewer'>): OrderScope => ({
  merchantId,
  agent: isAgent(viewer),
});

/** The orders domain's calls: the list and what a merchant does, spreadsheets, the partner's webhook. */
export const orderRoutes = defineRoutes(orderEndpoints, {
  orderList: (call) => orderList(call.ctx, scopeOf(call), call.body),
  orderDetail: ({ ctx, merchantId, body }) => orderDetail(ctx, merchantId, body.id),
  orderChain: ({ ctx, merchantId, body, lang }) => orderChain(ctx, merchantId, body.id, lang),
  orderFlag: ({ ctx, merchantId, body }) => orderFlag(ctx, merchantId, body.ids, body.flag),
  orderUpdate: ({ ctx, merchantId, body }) => orderUpdate(ctx, merchantId, body.id, body.remark),
  orderDecrypt: ({ ctx, merchantId, body, client }) => orderDecrypt(ctx, merchantId, body.id, client),
  orderReapply: ({ ctx, merchantId, body }) => orderReapply(ctx, merchantId, body.id, body.goods_id),
  orderResubmit: ({ ctx, merchantId, body }) => orderResubmit(ctx, merchantId, body.ids),
  orderExport: ({ ctx, viewer, body, client }) => orderExport(ctx, viewer, body, client),
  orderImport: {
    multipart: sheetRules,
    handler: ({ ctx, merchantId, body, files, lang }) =>
      orderImport(ctx, merchantId, body, sheetOf(files), lang),
  },
  orderRemarkImport: {
    multipart: sheetRules,
    handler: ({ ctx, merchantId, files, lang }) => orderRemarkImport(ctx, merchantId, sheetOf(files), lang),
  },
  orderImportTemplate: async (call) =>
    sendTemplate(call.reply, await importerTemplate(orderImporter, call.body.format, call.lang)),
  orderRemarkTemplate: async (call) =>
    sendTemplate(call.reply, await importerTemplate(remarkImporter, call.body.format, call.lang)),
  // The signature is the credential; the body is checked after it (a refusal is recorded).
  orderWebhook: ({ ctx, signed }) => orderWebhook(ctx, signed),
});

/** The one spreadsheet of an import (the rules make sure there is exactly one). */
const sheetOf = (files: IncomingFile[]) => ({
  data: files[0]!.data,
  fileName: files[0]!.name,
});
