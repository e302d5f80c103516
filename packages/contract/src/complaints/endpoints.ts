import { defineEndpoints } from '../endpoint';
import type * as S from './schemas';
import { coreCodes } from '../codes';

/**
 * Complaint work orders, guarded by the route `ComplaintWorkOrderList`: refused exactly when the
 * menu hides it; handling needs `edit`, revealing the contact `get`.
 */
export const complaintEndpoints = defineEndpoints<typeof S>()({
  complaintList: {
    reads: 'replica-ok',
    path: '/apply/complaintWorkOrderList',
    route: 'ComplaintWorkOrderList',
    payload: 'ComplaintListPayload',
    result: 'ComplaintListResult',
  },
  complaintTypes: {
    path: '/apply/complaintWorkOrderType',
    route: 'ComplaintWorkOrderList',
    result: 'ComplaintTypeResult',
  },
  complaintDetail: {
    path: '/apply/complaintWorkOrderDetail',
    route: 'ComplaintWorkOrderList',
    payload: 'ComplaintIdPayload',
    result: 'ComplaintDetailResult',
  },
  complaintHandle: {
    path: '/apply/handleComplaintWorkOrder',
    route: 'ComplaintWorkOrderList',
    action: 'edit',
    payload: 'HandleComplaintPayload',
    result: 'HandleComplaintResult',
  },
  complaintDecrypt: {
    path: '/apply/decryptWorkOrder',
    route: 'ComplaintWorkOrderList',
    action: 'get',
    payload: 'ComplaintIdPayload',
    result: 'ComplaintContact',
  },
  /** The partner's signed forwarding of complaints. */
  complaintWebhook: {
    codes: [coreCodes.notFound],
    path: '/webhook/complaint',
    access: 'signature',
    payload: 'ComplaintWebhookPayload',
    result: 'ComplaintWebhookResult',
  },
});
