import { describe, expect, it } from 'vitest';
import { int64 } from '../platform-json';
import {
  canonicalJson,
  doudianPushSign,
  doudianSign,
  methodPath,
  parseDoudianPush,
  verifyDoudianPush,
} from './sign';

// Doudian's signing rules against vectors computed outside the code.

const APP_KEY = '7000000000000000001';

describe('Doudian signing rules', () => {
  it('signs a request as the platform does (known vectors)', () => {
    // printf '%s' "test-secretapp_key7000000000000000001methodorder.searchListparam_json${PJ}timestamp1700000000v2test-secret" \
    //   | openssl dgst -sha256 -hmac test-secret      (PJ: the param_json below; python hmac gives the same)
    const paramJson = canonicalJson({
      update_time_start: 1700000000,
      update_time_end: 1700003600,
      size: 100,
      page: 0,
      order_by: 'update_time',
      order_asc: true,
    });
    expect(paramJson).toBe(
      '{"order_asc":true,"order_by":"update_time","page":0,"size":100,"update_time_end":1700003600,"update_time_start":1700000000}',
    );
    const input = {
      appKey: APP_KEY,
      secret: 'test-secret',
      method: 'order.searchList',
      paramJson,
      timestamp: '1700000000',
    };
    expect(doudianSign(input)).toBe('e213e7efa1059833d945de4daec044a3b43183778a012384ec93e8392ba9bf83');
    // python3: hmac.new(b'test-secret', ('test-secret' + 'app_key7000000000000000001methodsku.listparam_json'
    //   + json.dumps(p, sort_keys=True, separators=(',',':'), ensure_ascii=False) + 'timestamp1700000000v2test-secret')
    //   .encode('utf-8'), sha256).hexdigest(), p = {'title': '大王卡', 'product_id': '3600000000000000001'}
    const cjk = canonicalJson({ title: '大王卡', product_id: '3600000000000000001' });
    expect(cjk).toBe('{"product_id":"3600000000000000001","title":"大王卡"}');
    expect(doudianSign({ ...input, method: 'sku.list', paramJson: cjk })).toBe(
      'cd52d7576337048243b2ac31df16fa86913c7fcd445ec121b7d2bcac5a874419',
    );
    expect(canonicalJson({ b: [{ z: 1, a: null }], a: { d: 1, c: undefined, b: '' } })).toBe(
      '{"a":{"b":"","d":1},"b":[{"a":null,"z":1}]}',
    );
    expect(methodPath('order.searchList')).toBe('/order/searchList');
  });

  it('writes an int64 parameter as the bare number the SDKs send (SkuListParam.product_id is an int64)', () => {
    expect(canonicalJson({ product_id: int64('3626385938471239013') })).toBe(
      '{"product_id":3626385938471239013}',
    );
  });

  it('signs and verifies a push, and reads its 19-digit ids without rounding them', () => {
    const body =
      '[{"tag":"101","msg_id":"m1","data":"{\\"p_id\\":6912345678901234567,\\"shop_id\\":12345}"}]';
    // printf '%s' "7000000000000000001${body}test-secret" | md5sum
    expect(doudianPushSign(APP_KEY, body, 'test-secret')).toBe('d908da35f88752bff2ac3fb6419bd6c5');
    expect(verifyDoudianPush(APP_KEY, body, 'test-secret', 'D908DA35F88752BFF2AC3FB6419BD6C5')).toBe(true);
    expect(verifyDoudianPush(APP_KEY, `${body} `, 'test-secret', 'd908da35f88752bff2ac3fb6419bd6c5')).toBe(
      false,
    );
    expect(verifyDoudianPush(APP_KEY, body, 'other', 'd908da35f88752bff2ac3fb6419bd6c5')).toBe(false);
    expect(verifyDoudianPush(APP_KEY, body, 'test-secret', undefined)).toBe(false);
    expect(parseDoudianPush(body)).toEqual({
      events: [{ tag: '101', msgId: 'm1', shopId: '12345', orderId: '6912345678901234567' }],
      shopIds: ['12345'],
      orderIds: ['6912345678901234567'],
    });
    expect(parseDoudianPush('{"tag":"0"}')).toBeNull();
    expect(parseDoudianPush('not json')).toBeNull();
  });
});
