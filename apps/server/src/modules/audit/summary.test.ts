import { describe, expect, it } from 'vitest';
import { maskValue, objectOf, summarize, SUMMARY_MAX } from './summary';

describe('what a record keeps of a payload', () => {
  it('drops secrets and masks personal data; an ID number never whole', () => {
    const summary = JSON.parse(
      summarize({
        password: 'Secret@1',
        confirm: 'Secret@1',
        app_secret: 'x',
        access_token: 't',
        idempotency_key: 'k',
        code: '123456',
        phone: '13812345678',
        id_number: '11010519491231002X',
        customer_name: '张三丰',
        card_no: '6222020200112233445',
        remark: 'call 13912345678 back',
        nested: { mobile: '13700001111' },
      }),
    ) as Record<string, unknown>;
    expect(summary).toEqual({
      phone: '138****5678',
      id_number: '**************002X',
      customer_name: '张****',
      card_no: '***************3445',
      remark: 'call 139****5678 back',
      nested: { mobile: '137****1111' },
    });
    expect(maskValue('anything', '11010519491231002X')).toBe('**************002X');
    expect(maskValue('anything', '13812345678')).toBe('138****5678');
  });

  it('stays short', () => {
    const long = summarize({ ids: Array.from({ length: 500 }, (_, i) => i + 1), text: 'x'.repeat(5000) });
    expect(long.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(() => JSON.parse(long) as unknown).not.toThrow();
  });

  it('names the object by its kind and ids', () => {
    expect(objectOf('orderFlag', { ids: [3, 4], flag: 1 })).toBe('order 3,4');
    expect(objectOf('saveStore', { store_name: 'x' })).toBe('store');
    expect(objectOf('captureShopSave', { id: 0, shop_id: 'a1' })).toBe('capture shop_id=a1');
    expect(objectOf('withdrawApply', { account_id: 7, idempotency_key: 'k' })).toBe('withdraw account_id=7');
  });
});
