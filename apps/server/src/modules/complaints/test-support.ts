// Helpers of the complaint tests (not loaded by the app).
import sharp from 'sharp';
import {
  ApiPath,
  type ComplaintWebhookPayload,
  type UploadResult,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  ENDPOINTS,
} from '@console/contract';
import { makeGoods } from '../goods/test-support';
import { makeMerchant } from '../../test/factories';
import { multipart } from '../../test/multipart';
import type { TestApp } from '../../test/test-app';
import { createOrders } from '../orders/create-orders';
import { signWebhook } from '../../lib/signed-webhook';
import { receiveComplaint, type ComplaintArrival } from './intake';

let serial = 0;

/** A merchant that shows work orders (full permissions, as makeMerchant gives). */
export const complaintMerchant = (t: TestApp, overrides: Parameters<typeof makeMerchant>[1] = {}) =>
  makeMerchant(t.ctx, { workOrderIsShow: true, ...overrides });

/** One order of the merchant, made as production makes it. */
export async function orderOf(t: TestApp, merchantId: number, partnerId = 1) {
  const g = await makeGoods(t.ctx, partnerId);
  serial += 1;
  const [order] = await t.ctx.db.transaction((tx) =>
    createOrders(
      tx,
      { dataKey: t.ctx.secrets.dataKey, timeZone: t.ctx.config.TIME_ZONE },
      { merchantId, goodsId: g.id, source: 'store', historySource: 'system' },
      [
        {
          customer: {
            name: '李四',
            phone: `136${String(serial).padStart(8, '0')}`,
            idNumber: '11010119900307663X',
            province: '北京市',
            city: '北京市',
            district: '东城区',
            address: `长安街${serial}号`,
          },
        },
      ],
    ),
  );
  return { ...order!, goodsName: g.name };
}

/** A complaint about the order, arrived as the webhook makes one. */
export const complaintOn = (t: TestApp, orderNo: string, arrival: Partial<ComplaintArrival> = {}) =>
  t.ctx.db.transaction((tx) =>
    receiveComplaint(
      tx,
      { dataKey: t.ctx.secrets.dataKey, timeZone: t.ctx.config.TIME_ZONE },
      { orderNo, type: 'billing', content: '客户称被多扣费', contact: '13812345678', ...arrival },
    ),
  );

const png = (color: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();

/** An uploaded image, then placed in the complaint library (or the image library, type 1). */
export async function libraryImage(t: TestApp, token: string, name: string, type: 1 | 2 = 2) {
  const { payload, contentType } = multipart({}, [{ name, data: await png('#fa541c') }]);
  const res = await t.inject({
    method: 'POST',
    url: `/api${ApiPath.uploadImage}`,
    payload,
    headers: { 'content-type': contentType, token },
  });
  const uploadId = res.json<{ data: UploadResult }>().data.upload_id;
  const added =
    type === 2
      ? await t.call(ENDPOINTS.addComplaintFile, { upload_ids: [uploadId] }, { token })
      : await t.call(ENDPOINTS.addFile, { upload_ids: [uploadId], type: 1 }, { token });
  return added.data.list[0]!;
}

/** Sends a complaint as the partner would: raw body, timestamp, HMAC over both. */
export async function sendComplaint(
  t: TestApp,
  body: ComplaintWebhookPayload | Record<string, unknown> | string,
  o: { timestamp?: string; secret?: string; signature?: string } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = o.timestamp ?? String(Math.floor(Date.now() / 1000));
  const signature = o.signature ?? signWebhook(o.secret ?? t.ctx.secrets.webhookSecret, timestamp, raw);
  const res = await t.inject({
    method: 'POST',
    url: `/api${ApiPath.complaintWebhook}`,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
      [WEBHOOK_SIGNATURE_HEADER]: signature,
    },
  });
  return { status: res.statusCode, ...res.json<{ code: number; msg: string; data: unknown }>() };
}
