import { defineEndpoints } from '../endpoint';
import type * as Goods from '../goods/schemas';
import type * as Tasks from '../tasks/schemas';
import type * as S from './schemas';
import { coreCodes } from '../codes';

/** Orders: the list and what a merchant does with one, spreadsheets, the partner's webhook. */
export const orderEndpoints = defineEndpoints<typeof S & typeof Tasks & typeof Goods>()({
  orderList: {
    reads: 'replica-ok',
    path: '/apply/index',
    route: 'OrderList',
    payload: 'OrderListPayload',
    result: 'OrderListResult',
  },
  orderDetail: {
    path: '/apply/detail',
    route: 'OrderList',
    payload: 'OrderIdPayload',
    result: 'OrderDetailResult',
  },
  /** The chain of goods changes the order belongs to, oldest first. */
  orderChain: {
    path: '/apply/getApplyChangeRecord',
    route: 'OrderList',
    payload: 'OrderIdPayload',
    result: 'OrderChainResult',
  },
  orderFlag: {
    path: '/apply/flag',
    route: 'OrderList',
    action: 'edit',
    payload: 'OrderFlagPayload',
    result: 'OrderFlagResult',
  },
  orderUpdate: {
    path: '/apply/updateApplyRecord',
    route: 'OrderList',
    action: 'edit',
    payload: 'UpdateOrderPayload',
    result: 'UpdateOrderResult',
  },
  /** One order's personal data in full; every call is recorded. */
  orderDecrypt: {
    path: '/apply/decrypt',
    route: 'OrderList',
    action: 'get',
    payload: 'OrderIdPayload',
    result: 'OrderPersonalData',
  },
  orderReapply: {
    path: '/apply/changeGoodsReapplyRecord',
    route: 'OrderList',
    action: 'edit',
    payload: 'ReapplyPayload',
    result: 'ReapplyResult',
  },
  orderResubmit: {
    path: '/apply/oneClickDoApply',
    route: 'OrderList',
    action: 'edit',
    payload: 'ResubmitPayload',
    result: 'ResubmitResult',
  },
  orderExport: {
    path: '/apply/download',
    route: 'OrderList',
    action: 'export',
    payload: 'OrderExportPayload',
    result: 'ExportResult',
  },
  orderImport: {
    path: '/apply/upload',
    body: 'multipart',
    route: 'OrderList',
    action: 'import',
    payload: 'OrderImportFields',
    result: 'ExportResult',
  },
  /** GET ?format=xlsx|csv: the import template. */
  orderImportTemplate: {
    path: '/apply/template',
    method: 'GET',
    route: 'OrderList',
    action: 'import',
    payload: 'OrderTemplateQuery',
    file: true,
  },
  orderRemarkImport: {
    path: '/apply/merchant_upload_update_apply',
    body: 'multipart',
    route: 'OrderList',
    action: 'import',
    result: 'ExportResult',
  },
  /** GET: the remark sheet's template. */
  orderRemarkTemplate: {
    path: '/apply/remarkTemplate',
    method: 'GET',
    route: 'OrderList',
    action: 'import',
    payload: 'OrderTemplateQuery',
    file: true,
  },
  /** The partner's signed status changes of orders. */
  orderWebhook: {
    codes: [coreCodes.notFound],
    path: '/webhook/order',
    access: 'signature',
    payload: 'OrderWebhookPayload',
    result: 'OrderWebhookResult',
  },
});
