import { describe, expect, it } from 'vitest';
import { juheCallback } from './callback';
import { type JuheAnswer, orderForm, orderOfResult, queryForm } from './client';
import {
  CALLBACK_ANSWER,
  CALLBACK_FIELDS,
  ORDER_ANSWER_EXAMPLE,
  ORDER_REQUEST_EXAMPLE,
  QUERY_ANSWER_EXAMPLE,
} from './golden';
import { callbackSign, JUHE_PATH, juheOrderId } from './protocol';

// The client's building and reading against what Juhe publishes (golden.ts), beside the tests
// against the fake (client.test.ts). Signatures are checked against MD5s computed apart from
// this code, with placeholder credentials (no real account's):
const credentials = {
  openId: 'JH0123456789abcdef0123456789abcdef',
  key: 'fedcba9876543210fedcba9876543210',
};

describe("Juhe's published order call", () => {
  it('is built with the documented path, fields and field order, and an MD5 computed apart', () => {
    const example = new URL(ORDER_REQUEST_EXAMPLE);
    const documented = Object.fromEntries(example.searchParams);
    expect(example.pathname).toBe(JUHE_PATH.order);
    const built = orderForm(credentials, {
      orderid: documented.orderid!,
      phoneno: documented.phoneno!,
      cardnum: documented.cardnum!,
    });
    expect(Object.keys(built)).toEqual([...example.searchParams.keys()]);
    expect({ ...built, key: 'KEY', sign: documented.sign }).toEqual(documented);
    // printf '%s' 'JH0123456789abcdef0123456789abcdef''fedcba9876543210fedcba9876543210'\
    //   '18913513535''100''2014111111113' | md5sum
    expect(built.sign).toBe('8c3597b062c2228803bb99c120059e5f');
  });

  it("reads the documented answer: processing, Juhe's order number, the order id echoed", () => {
    const answer = JSON.parse(ORDER_ANSWER_EXAMPLE) as JuheAnswer;
    expect(answer.error_code).toBe(0);
    expect(orderOfResult(answer.result, 7, '2014123115121')).toEqual({
      itemId: 7,
      providerRef: '20141120174602882',
      state: 'processing',
      reason: '',
    });
    // The same answer for another order id is not taken for ours.
    expect(() => orderOfResult(answer.result, 7, '2014123115122')).toThrow(/2014123115121/);
  });
});

describe("Juhe's published status query", () => {
  it('asks with key and orderid, and reads the documented answer as succeeded', () => {
    expect(queryForm(credentials, juheOrderId(12))).toEqual({
      key: credentials.key,
      orderid: 'TU0000000012',
    });
    const answer = JSON.parse(QUERY_ANSWER_EXAMPLE) as JuheAnswer;
    expect(orderOfResult(answer.result, 12, 'TU0000000012')).toEqual({
      itemId: 12,
      providerRef: '20150511163237508',
      state: 'success',
      reason: '',
    });
  });
});

describe("Juhe's published callback", () => {
  const sporder_id = '20141120174602882';

  it('is verified by md5(appkey + sporder_id + orderid), computed apart, and answered `success`', () => {
    const orderid = '2014123115121';
    // printf '%s' 'fedcba9876543210fedcba9876543210''20141120174602882''2014123115121' | md5sum
    expect(callbackSign(credentials.key, { sporder_id, orderid })).toBe('77e5c7d5380111818fd1f337c7c3377e');
    const body = { sporder_id, orderid, sta: '1', sign: '77e5c7d5380111818fd1f337c7c3377e' };
    expect(juheCallback.isSigned(body, credentials)).toBe(true);
    expect(juheCallback.isSigned({ ...body, sign: body.sign.toUpperCase() }, credentials)).toBe(true);
    expect(juheCallback.isSigned({ ...body, orderid: '2014123115122' }, credentials)).toBe(false);
    expect(juheCallback.contentType).toBe('application/x-www-form-urlencoded');
    expect(juheCallback.taken.body).toBe(CALLBACK_ANSWER);
  });

  it('reads the documented fields of a callback about one of our orders', () => {
    const orderid = juheOrderId(42);
    const form = new URLSearchParams({
      sporder_id,
      orderid,
      sta: '9',
      sign: callbackSign(credentials.key, { sporder_id, orderid }),
      err_msg: '号码已停机',
    });
    expect([...form.keys()]).toEqual(CALLBACK_FIELDS.map(([name]) => name));
    const read = juheCallback.schema.parse(Object.fromEntries(form));
    expect(read).toEqual({
      itemId: 42,
      orderId: 'TU0000000042',
      providerRef: sporder_id,
      state: 'failed',
      reason: '号码已停机',
      event_id: 'TU0000000042:failed',
    });
    // `sta` other than 1 or 9, or an order id not of ours: not a callback we can act on.
    expect(juheCallback.schema.safeParse({ ...Object.fromEntries(form), sta: '0' }).success).toBe(false);
    expect(
      juheCallback.schema.safeParse({ ...Object.fromEntries(form), orderid: '2014123115121' }).success,
    ).toBe(false);
  });
});
