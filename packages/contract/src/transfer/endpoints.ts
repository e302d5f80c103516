import { defineEndpoints } from '../endpoint';
import type * as S from './schemas';

/** Order-transfer configurations of the partner and the merchant's switch on each. */
export const transferEndpoints = defineEndpoints<typeof S>()({
  transferList: {
    reads: 'replica-ok',
    path: '/goods.trans/index',
    route: 'GoodsTransfer',
    payload: 'TransferListPayload',
    result: 'TransferListResult',
  },
  transferChangeOpen: {
    path: '/goods.trans/changeOpenStatus',
    grant: 'edit',
    route: 'GoodsTransfer',
    payload: 'ChangeOpenStatusPayload',
    result: 'ChangeOpenStatusResult',
  },
  transferNotice: { path: '/goods.trans/notice', route: 'GoodsTransfer', result: 'TransferNoticeResult' },
  transferReadRecord: {
    path: '/goods.trans/readRecord',
    route: 'GoodsTransfer',
    payload: 'ReadTransferRecordPayload',
    result: 'ReadTransferRecordResult',
  },
  transferDetail: {
    path: '/goods.trans/detail',
    route: 'GoodsTransfer',
    payload: 'TransferDetailPayload',
    result: 'TransferDetail',
  },
});
