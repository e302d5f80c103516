import { complaintEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { complaintDetail, complaintList, complaintTypes, complaintDecrypt, complaintHandle } from './service';
import { complaintWebhook } from './webhook';

export const complaintRoutes = defineRoutes(complaintEndpoints, {
  complaintList: ({ ctx, merchantId, body, lang }) => complaintList(ctx, merchantId, body, lang),
  complaintTypes: async ({ lang }) => complaintTypes(lang),
  complaintDetail: ({ ctx, merchantId, body, lang }) => complaintDetail(ctx, merchantId, body.id, lang),
  complaintHandle: ({ ctx, merchantId, body, lang }) => complaintHandle(ctx, merchantId, body, lang),
  complaintDecrypt: ({ ctx, merchantId, body, client }) => complaintDecrypt(ctx, merchantId, body.id, client),
  // The signature is the credential; the body is checked after it (a refusal is recorded).
  complaintWebhook: ({ ctx, signed }) => complaintWebhook(ctx, signed),
});
