import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ENDPOINTS } from '@console/contract';
import { makeOrder } from '../../modules/orders/test-support';
import { makeMerchant, signIn } from '../factories';
import { createTestApp, type TestApp } from '../test-app';
import { INJECTIONS } from './hostile';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// What the sweep sends as injection strings and a call accepts is text like any other: stored as
// it came, read back the same, nothing run.
describe('an accepted injection string', () => {
  it('is stored and read back verbatim: a remark, a group name, a store name', async () => {
    const m = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, m.id);
    const order = await makeOrder(t.ctx, m.id);
    for (const text of INJECTIONS) {
      expect((await t.call(ENDPOINTS.orderUpdate, { id: order.id, remark: text }, { token })).code).toBe(
        Code.ok,
      );
      const detail = await t.call(ENDPOINTS.orderDetail, { id: order.id }, { token });
      expect(detail.data.order.remark).toBe(text);

      const name = text.slice(0, 30);
      expect((await t.call(ENDPOINTS.saveGroup, { group_name: name, type: 1 }, { token })).code).toBe(
        Code.ok,
      );
      const groups = await t.call(ENDPOINTS.groupList, { type: 1 }, { token });
      expect(groups.data.list.map((g) => g.group_name)).toContain(name);

      const store = text.slice(0, 50);
      expect(
        (await t.call(ENDPOINTS.saveStore, { store_name: store, logo_image_id: null }, { token })).code,
      ).toBe(Code.ok);
      expect((await t.call(ENDPOINTS.accountCenter, undefined, { token })).data.store_name).toBe(store);
    }
  });
});
