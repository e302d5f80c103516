import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ChangeOpenStatusResult,
  Code,
  PARTNER_TRANSFER_NOTICES,
  TransferDetail,
  TransferListResult,
  TransferNoticeResult,
  ENDPOINTS,
  type PayloadIn,
} from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { rolePermissions } from '../auth/tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeGoods } from '../goods/test-support';
import { makeMerchant, signIn } from '../../test/factories';
import { makeTransferConfig, makeTransferNotice } from './test-support';

const SPECIAL_ID = 990_001;
const SPECIAL_52_ID = 990_052;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SPECIAL_MERCHANT_IDS: `${SPECIAL_ID},${SPECIAL_52_ID}` });
});
afterAll(() => t.close());

let partnerSerial = 700;
async function merchantOf(partnerId: number) {
  const m = await makeMerchant(t.ctx, { partnerId });
  return { m, token: await signIn(t.ctx, m.id) };
}

/** A partner with a configuration of `entries` entries on a source goods, and one merchant. */
async function partnerWithConfig(partnerId = ++partnerSerial, entries = 2) {
  const source = await makeGoods(t.ctx, partnerId, { name: `源 ${partnerId}` });
  const targets = [];
  for (let i = 0; i < entries; i++) targets.push(await makeGoods(t.ctx, partnerId, { name: `目标 ${i}` }));
  const reasons = ['age_mismatch', 'area_unsupported', 'multi_card', 'review_failed', 'blacklisted'] as const;
  const config = await makeTransferConfig(
    t.ctx,
    partnerId,
    source.id,
    targets.map((g, i) => ({
      reasonCode: reasons[i % reasons.length]!,
      targetGoodsId: g.id,
      successRate: `${60 + i}.5`,
    })),
  );
  return { partnerId, source, targets, config, ...(await merchantOf(partnerId)) };
}

const listOf = (token: string, body: PayloadIn<typeof ENDPOINTS.transferList> = {}) =>
  t.call(ENDPOINTS.transferList, body, { token });

describe('POST /api/goods.trans/index', () => {
  it('lists the partner’s configurations newest first, closed until the merchant opens one', async () => {
    const { partnerId, config, source, token } = await partnerWithConfig();
    const second = await makeTransferConfig(t.ctx, partnerId, (await makeGoods(t.ctx, partnerId)).id, []);
    await partnerWithConfig(); // another partner's

    const res = await listOf(token);
    expect(res.code).toBe(Code.ok);
    expect(TransferListResult.parse(res.data)).toEqual(res.data);
    expect(res.data.total).toBe(2);
    expect(res.data.list.map((c) => c.id)).toEqual([second.id, config.id]);
    expect(res.data.list[1]).toMatchObject({
      is_open: 0,
      goods_id: source.id,
      entry_count: 2,
      trans: { goods_name: source.name, goods_desc: source.description, title: config.title },
    });
    const page2 = await listOf(token, { page: 2, page_size: 1 });
    expect(page2.data.list.map((c) => c.id)).toEqual([config.id]);
  });

  it('refuses bad paging, a special merchant, and a call without a session', async () => {
    const { token } = await partnerWithConfig();
    const bad = await t.call(ENDPOINTS.transferList, { page_size: 0 }, { token, lang: 'en-US' });
    expect(bad.code).toBe(Code.validation);
    expect(bad.msg.startsWith('page_size:')).toBe(true);

    const special = await makeMerchant(t.ctx, { id: SPECIAL_ID });
    expect((await listOf(await signIn(t.ctx, special.id))).code).toBe(Code.forbidden);
    expect((await t.call(ENDPOINTS.transferList, {})).code).toBe(Code.sessionExpired);
  });

  it('refuses a merchant whose role lacks the transferList permission, for every call', async () => {
    const { m, config, token } = await partnerWithConfig();
    await t.ctx.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.merchantId, m.id), eq(rolePermissions.permissionId, 'transferList')));
    for (const [endpoint, body] of [
      [ENDPOINTS.transferList, {}],
      [ENDPOINTS.transferChangeOpen, { id: config.id, is_open: 1 }],
      [ENDPOINTS.transferDetail, { id: config.id }],
    ] as const) {
      expect((await t.call(endpoint, body, { token })).code, endpoint.path).toBe(Code.forbidden);
    }
  });
});

describe('POST /api/goods.trans/changeOpenStatus', () => {
  it('switches the configuration for this merchant only', async () => {
    const { partnerId, config, token } = await partnerWithConfig();
    const colleague = await merchantOf(partnerId);

    const opened = await t.call(ENDPOINTS.transferChangeOpen, { id: config.id, is_open: 1 }, { token });
    expect(opened.code).toBe(Code.ok);
    expect(ChangeOpenStatusResult.parse(opened.data)).toEqual({ id: config.id, is_open: 1 });
    expect((await listOf(token)).data.list[0]!.is_open).toBe(1);
    expect((await listOf(colleague.token)).data.list[0]!.is_open).toBe(0);

    // Idempotent, and back.
    await t.call(ENDPOINTS.transferChangeOpen, { id: config.id, is_open: 1 }, { token });
    await t.call(ENDPOINTS.transferChangeOpen, { id: config.id, is_open: 0 }, { token });
    expect((await listOf(token)).data.list[0]!.is_open).toBe(0);
  });

  it('answers not found for another partner’s configuration and changes nothing', async () => {
    const mine = await partnerWithConfig();
    const theirs = await partnerWithConfig();
    const res = await t.call(
      ENDPOINTS.transferChangeOpen,
      { id: theirs.config.id, is_open: 1 },
      { token: mine.token },
    );
    expect(res.code).toBe(Code.notFound);
    expect((await listOf(theirs.token)).data.list[0]!.is_open).toBe(0);
    expect(
      (await t.call(ENDPOINTS.transferChangeOpen, { id: 2_000_000_000, is_open: 1 }, { token: mine.token }))
        .code,
    ).toBe(Code.notFound);
  });

  it('refuses a bad payload naming the field', async () => {
    const { config, token } = await partnerWithConfig();
    const cases: [unknown, string][] = [
      [{ id: config.id, is_open: 2 }, 'is_open'],
      [{ id: config.id, is_open: true }, 'is_open'],
      [{ id: config.id }, 'is_open'],
      [{ id: -1, is_open: 1 }, 'id'],
      [{ id: 2 ** 31, is_open: 1 }, 'id'],
      [{ is_open: 1 }, 'id'],
    ];
    for (const [body, field] of cases) {
      // Deliberately wrong payloads: untyped on purpose (t.post).
      const res = await t.post(ApiPath.transferChangeOpen, body, { token, lang: 'en-US' });
      expect(res.code, JSON.stringify(body)).toBe(Code.validation);
      expect(res.msg.startsWith(`${field}:`), res.msg).toBe(true);
    }
  });
});

describe('POST /api/goods.trans/detail', () => {
  it('answers source goods → reasons → target goods in order, reasons in the request language', async () => {
    const { config, source, targets, token } = await partnerWithConfig(undefined, 5);
    await t.call(ENDPOINTS.transferChangeOpen, { id: config.id, is_open: 1 }, { token });
    const zh = await t.call(ENDPOINTS.transferDetail, { id: config.id }, { token, lang: 'zh-CN' });
    expect(zh.code).toBe(Code.ok);
    const detail = TransferDetail.parse(zh.data);
    expect(detail).toMatchObject({ id: config.id, is_open: 1, goods_id: source.id, goods_reward: '80.00' });
    expect(detail.config.map((e) => e.reason)).toEqual([
      '年龄不符',
      '地区不支持',
      '一证多卡',
      '审核失败',
      '风险用户',
    ]);
    expect(detail.config.map((e) => e.goods.goods_id)).toEqual(targets.map((g) => g.id));
    expect(detail.config.map((e) => e.goods.trans_success_lv)).toEqual([60.5, 61.5, 62.5, 63.5, 64.5]);

    const en = await t.call(ENDPOINTS.transferDetail, { id: config.id }, { token, lang: 'en-US' });
    expect(en.data.config[2]!.reason).toBe('Too many cards under one ID');
  });

  it('holds a configuration of 30 entries', async () => {
    const { config, token } = await partnerWithConfig(undefined, 30);
    const res = await t.call(ENDPOINTS.transferDetail, { id: config.id }, { token });
    expect(res.data.config).toHaveLength(30);
  });

  it('answers not found for another partner’s configuration, and refuses a bad id', async () => {
    const mine = await partnerWithConfig();
    const theirs = await partnerWithConfig();
    expect(
      (await t.call(ENDPOINTS.transferDetail, { id: theirs.config.id }, { token: mine.token })).code,
    ).toBe(Code.notFound);
    // A wrong id type on purpose: untyped (t.post).
    const bad = await t.post(ApiPath.transferDetail, { id: 'one' }, { token: mine.token, lang: 'en-US' });
    expect(bad.code).toBe(Code.validation);
    expect(bad.msg.startsWith('id:')).toBe(true);
  });
});

describe('partner-52 transfer notices', () => {
  async function partner52WithNotices() {
    const a = await partnerWithConfig(PARTNER_TRANSFER_NOTICES);
    const b = await makeTransferConfig(t.ctx, PARTNER_TRANSFER_NOTICES, (await makeGoods(t.ctx, 52)).id, []);
    const n1 = await makeTransferNotice(t.ctx, a.config.id);
    const n2 = await makeTransferNotice(t.ctx, b.id);
    return { ...a, second: b, n1, n2 };
  }

  it('lists the unread notices oldest first; a confirmed one does not come back, for this merchant only', async () => {
    const { config, source, second, n1, n2, token } = await partner52WithNotices();
    const colleague = await merchantOf(PARTNER_TRANSFER_NOTICES);
    await t.call(ENDPOINTS.transferChangeOpen, { id: config.id, is_open: 1 }, { token });

    const res = await t.call(ENDPOINTS.transferNotice, undefined, { token });
    expect(res.code).toBe(Code.ok);
    const mine = TransferNoticeResult.parse(res.data).list.filter((n) => [n1.id, n2.id].includes(n.id));
    expect(mine.map((n) => n.id)).toEqual([n1.id, n2.id]);
    expect(mine[0]).toMatchObject({
      trans_id: config.id,
      goods_id: source.id,
      goods_name: source.name,
      intro: config.intro,
      title: config.title,
      is_open: 1,
    });
    expect(mine[1]).toMatchObject({ trans_id: second.id, is_open: 0 });

    const read = await t.call(ENDPOINTS.transferReadRecord, { id: n1.id }, { token });
    expect(read).toMatchObject({ code: Code.ok, data: { id: n1.id } });
    // Twice is fine.
    expect((await t.call(ENDPOINTS.transferReadRecord, { id: n1.id }, { token })).code).toBe(Code.ok);
    const after = await t.call(ENDPOINTS.transferNotice, undefined, { token });
    expect(after.data.list.map((n) => n.id)).not.toContain(n1.id);
    expect(after.data.list.map((n) => n.id)).toContain(n2.id);
    const theirs = await t.call(ENDPOINTS.transferNotice, undefined, { token: colleague.token });
    expect(theirs.data.list.map((n) => n.id)).toEqual(expect.arrayContaining([n1.id, n2.id]));
  });

  it('refuses merchants of other partners, for the list and for confirming', async () => {
    const { n1 } = await partner52WithNotices();
    const other = await partnerWithConfig();
    const foreignNotice = await makeTransferNotice(t.ctx, other.config.id);
    expect((await t.call(ENDPOINTS.transferNotice, undefined, { token: other.token })).code).toBe(
      Code.forbidden,
    );
    expect((await t.call(ENDPOINTS.transferReadRecord, { id: n1.id }, { token: other.token })).code).toBe(
      Code.forbidden,
    );
    expect(
      (await t.call(ENDPOINTS.transferReadRecord, { id: foreignNotice.id }, { token: other.token })).code,
    ).toBe(Code.forbidden);
  });

  it('answers not found for a notice of another partner, and refuses a bad id', async () => {
    const { token } = await partner52WithNotices();
    const other = await partnerWithConfig();
    const foreignNotice = await makeTransferNotice(t.ctx, other.config.id);
    expect((await t.call(ENDPOINTS.transferReadRecord, { id: foreignNotice.id }, { token })).code).toBe(
      Code.notFound,
    );
    const list = await t.call(ENDPOINTS.transferNotice, undefined, { token });
    expect(list.data.list.map((n) => n.id)).not.toContain(foreignNotice.id);
    for (const body of [{}, { id: 0 }, { id: '1' }]) {
      // Deliberately wrong payloads: untyped on purpose (t.post).
      const res = await t.post(ApiPath.transferReadRecord, body, { token, lang: 'en-US' });
      expect(res.code).toBe(Code.validation);
      expect(res.msg.startsWith('id:')).toBe(true);
    }
  });

  it('is not shown to a special merchant of partner 52', async () => {
    await partner52WithNotices();
    const special = await makeMerchant(t.ctx, { id: SPECIAL_52_ID, partnerId: PARTNER_TRANSFER_NOTICES });
    const res = await t.call(ENDPOINTS.transferNotice, undefined, { token: await signIn(t.ctx, special.id) });
    expect(res.code).toBe(Code.forbidden);
  });
});
