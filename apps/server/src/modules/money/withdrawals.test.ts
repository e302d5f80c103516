import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ApiPath,
  Code,
  LedgerListResult as LedgerListSchema,
  WithdrawListResult as WithdrawListSchema,
  ENDPOINTS,
} from '@console/contract';
import { payeeAccounts, withdrawals } from './tables';
import { rolePermissions } from '../auth/tables';
import { decryptText } from '../../lib/data-cipher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fundMerchant, makePayee } from './test-support';
import { makeMerchant, signIn, waitForTask } from '../../test/factories';
import { verifyLedger } from './verify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WITHDRAW_MIN_AMOUNT: '10', WITHDRAW_MAX_AMOUNT: '500.00' });
});
afterAll(() => t.close());

let keySerial = 0;
const key = () => `test-key-${++keySerial}-${Date.now()}`;

async function funded(amount = '1000.00', canRepeatApply = false) {
  const m = await makeMerchant(t.ctx, { canRepeatApply });
  if (amount !== '0') await fundMerchant(t.ctx, m.id, amount);
  const payee = await makePayee(t.ctx, m.id);
  return { m, payee, token: await signIn(t.ctx, m.id) };
}

describe('payee accounts', () => {
  it('adds a bank card and an Alipay account, shows them masked, keeps the numbers encrypted', async () => {
    const m = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, m.id);
    const bank = await t.call(
      ENDPOINTS.addPayee,
      { kind: 'bank', bank_name: '建设银行', card_no: '6217 0000 1234 5678 901', holder: '李四' },
      { token },
    );
    expect(bank).toMatchObject({
      code: Code.ok,
      data: { kind: 'bank', bank_name: '建设银行', account_masked: '6217 **** **** 8901', holder: '李四' },
    });
    const ali = await t.call(
      ENDPOINTS.addPayee,
      { kind: 'alipay', account: 'lisi@example.com', holder: '李四' },
      { token },
    );
    expect(ali.data).toMatchObject({ kind: 'alipay', bank_name: '', account_masked: 'li***@example.com' });

    const [row] = await t.ctx.db.select().from(payeeAccounts).where(eq(payeeAccounts.id, bank.data.id));
    expect(row!.accountEnc).not.toContain('6217');
    expect(decryptText(t.ctx.secrets.dataKey, row!.accountEnc)).toBe('6217000012345678901');

    const list = await t.call(ENDPOINTS.payeeList, undefined, { token });
    expect(list.data.list.map((p) => p.id)).toEqual([bank.data.id, ali.data.id]);
    expect(JSON.stringify(list.data)).not.toContain('6217000012345678901');

    const del = await t.call(ENDPOINTS.deletePayee, { id: bank.data.id }, { token });
    expect(del.data.list.map((p) => p.id)).toEqual([ali.data.id]);
    expect((await t.call(ENDPOINTS.deletePayee, { id: bank.data.id }, { token })).code).toBe(Code.notFound);
  });

  it('names the bad field of a bad account', async () => {
    const token = await signIn(t.ctx, (await makeMerchant(t.ctx)).id);
    const cases: [unknown, string][] = [
      [{ kind: 'bank', bank_name: '', card_no: '6217000012345678', holder: '张三' }, '请输入开户银行'],
      [
        { kind: 'bank', bank_name: '建设银行', card_no: '1234', holder: '张三' },
        '银行卡号应为 12 到 19 位数字',
      ],
      [
        { kind: 'bank', bank_name: '建设银行', card_no: '6217abcd12345678', holder: '张三' },
        '银行卡号应为 12 到 19 位数字',
      ],
      [{ kind: 'bank', bank_name: '建设银行', card_no: '6217000012345678' }, '请输入持有人姓名'],
      [{ kind: 'alipay', account: '', holder: '张三' }, '请输入支付宝账号'],
      [{ kind: 'wechat', account: 'x', holder: '张三' }, '请选择收款方式'],
      [{ kind: 'alipay', account: 'x'.repeat(101), holder: '张三' }, '请输入支付宝账号'],
    ];
    for (const [body, msg] of cases) {
      // Deliberately wrong payloads: untyped on purpose (t.post).
      const res = await t.post(ApiPath.addPayee, body, { token });
      expect(res, JSON.stringify(body)).toMatchObject({ code: Code.validation });
      expect(res.msg).toContain(msg);
    }
    // A wrong id type on purpose: untyped (t.post).
    const bad = await t.post(ApiPath.deletePayee, { id: 'x' }, { token });
    expect(bad.code).toBe(Code.validation);
  });
});

describe('POST /api/withdraw/apply', () => {
  it('debits the amount at request, lists it and shows it in the amount records', async () => {
    const { m, payee, token } = await funded('1000.00');
    const res = await t.call(
      ENDPOINTS.withdrawApply,
      { amount: '123.4', account_id: payee.id, idempotency_key: key() },
      { token },
    );
    expect(res.code).toBe(Code.ok);
    expect(res.data.balance).toBe('876.60');
    expect(res.data.withdrawal).toMatchObject({
      amount: '123.40',
      status: 'pending',
      account_kind: 'bank',
      bank_name: '工商银行',
      account_masked: '6222 **** **** 3445',
      holder: '张三',
      reason: '',
      decide_time: null,
      paid_time: null,
    });
    expect(res.data.withdrawal.withdraw_no).toMatch(/^W\d{8}[0-9A-F]{10}$/);

    const list = await t.call(ENDPOINTS.withdrawList, {}, { token });
    expect(WithdrawListSchema.parse(list.data)).toEqual(list.data);
    expect(list.data).toMatchObject({ total: 1, list: [{ id: res.data.withdrawal.id, status: 'pending' }] });

    const ledger = await t.call(ENDPOINTS.ledgerList, {}, { token });
    expect(LedgerListSchema.parse(ledger.data)).toEqual(ledger.data);
    expect(ledger.data.balance).toBe('876.60');
    expect(ledger.data.list.map((e) => [e.type, e.amount, e.balance_after, e.reference])).toEqual([
      ['withdrawal', '-123.40', '876.60', res.data.withdrawal.withdraw_no],
      ['adjustment', '1000.00', '1000.00', expect.any(String)],
    ]);

    const config = await t.call(ENDPOINTS.withdrawConfig, undefined, { token });
    expect(config.data).toEqual({
      min_amount: '10.00',
      max_amount: '500.00',
      balance: '876.60',
      can_repeat_apply: false,
      pending_count: 1,
    });
    expect(m.id).toBeGreaterThan(0);
  });

  it('refuses under the minimum, over the maximum, over the balance, with a clear message, debiting nothing', async () => {
    const { payee, token } = await funded('50.00', true);
    const ask = (amount: string) =>
      t.call(ENDPOINTS.withdrawApply, { amount, account_id: payee.id, idempotency_key: key() }, { token });
    expect(await ask('9.99')).toMatchObject({
      code: Code.withdrawBelowMin,
      msg: '单笔提现金额不能低于 10.00 元',
    });
    expect(await ask('500.01')).toMatchObject({
      code: Code.withdrawAboveMax,
      msg: '单笔提现金额不能超过 500.00 元',
    });
    expect(await ask('50.01')).toMatchObject({
      code: Code.insufficientBalance,
      msg: '余额不足，当前可用余额 50.00 元',
    });
    expect((await ask('50')).code).toBe(Code.ok);
    expect((await t.call(ENDPOINTS.withdrawConfig, undefined, { token })).data.balance).toBe('0.00');
  });

  it('while canRepeatApply is false, a pending request blocks the next one', async () => {
    const { payee, token } = await funded('1000.00', false);
    const ask = () =>
      t.call(
        ENDPOINTS.withdrawApply,
        { amount: '20', account_id: payee.id, idempotency_key: key() },
        { token },
      );
    expect((await ask()).code).toBe(Code.ok);
    expect(await ask()).toMatchObject({
      code: Code.withdrawPending,
      msg: '您有一笔提现申请正在审核中，审核完成后才能再次申请',
    });
    const en = await t.call(
      ENDPOINTS.withdrawApply,
      { amount: '20', account_id: payee.id, idempotency_key: key() },
      { token, lang: 'en-US' },
    );
    expect(en.msg).toBe(
      'You have a withdrawal request under review: you can make another once it is decided',
    );
  });

  it('with canRepeatApply true, several requests may be pending', async () => {
    const { payee, token } = await funded('1000.00', true);
    for (let i = 0; i < 3; i++) {
      const res = await t.call(
        ENDPOINTS.withdrawApply,
        { amount: '20', account_id: payee.id, idempotency_key: key() },
        { token },
      );
      expect(res.code).toBe(Code.ok);
    }
  });

  it('makes one request for one idempotency key, answers the same again, refuses the key for another request', async () => {
    const { m, payee, token } = await funded('1000.00', false);
    const body = { amount: '30.00', account_id: payee.id, idempotency_key: key() };
    const [a, b] = await Promise.all([
      t.call(ENDPOINTS.withdrawApply, body, { token }),
      t.call(ENDPOINTS.withdrawApply, body, { token }),
    ]);
    const c = await t.call(ENDPOINTS.withdrawApply, { ...body, amount: '30' }, { token });
    for (const r of [a, b, c]) expect(r.code).toBe(Code.ok);
    expect(b.data.withdrawal).toEqual(a.data.withdrawal);
    expect(c.data).toEqual({ withdrawal: a.data.withdrawal, balance: '970.00' });
    const rows = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.merchantId, m.id));
    expect(rows).toHaveLength(1);
    const other = await t.call(ENDPOINTS.withdrawApply, { ...body, amount: '31' }, { token });
    expect(other).toMatchObject({ code: Code.idempotencyConflict });
  });

  it('names the bad field of a bad request', async () => {
    const { payee, token } = await funded();
    const good = { amount: '20', account_id: payee.id, idempotency_key: key() };
    const cases: [unknown, string][] = [
      [{ ...good, amount: undefined }, '请输入金额'],
      [{ ...good, amount: '' }, '请输入金额'],
      [{ ...good, amount: 20 }, '金额格式错误'],
      [{ ...good, amount: '-5' }, '金额格式错误'],
      [{ ...good, amount: '0.00' }, '金额格式错误'],
      [{ ...good, amount: '1.234' }, '金额格式错误'],
      [{ ...good, amount: '1e3' }, '金额格式错误'],
      [{ ...good, amount: '99999999999.00' }, '金额格式错误'],
      [{ ...good, account_id: undefined }, '请选择收款账户'],
      [{ ...good, account_id: 0 }, '请选择收款账户'],
      [{ ...good, idempotency_key: 'short' }, '请求标识无效'],
      [{ ...good, idempotency_key: 'bad key with spaces' }, '请求标识无效'],
    ];
    for (const [body, msg] of cases) {
      // Deliberately wrong payloads: untyped on purpose (t.post).
      const res = await t.post(ApiPath.withdrawApply, body, { token });
      expect(res.code, JSON.stringify(body)).toBe(Code.validation);
      expect(res.msg, JSON.stringify(body)).toContain(msg);
    }
  });
});

describe('lists, filters and exports', () => {
  it('filters the ledger by type and date range and pages it', async () => {
    const { m, payee, token } = await funded('100.00', true);
    for (let i = 0; i < 3; i++) {
      await t.call(
        ENDPOINTS.withdrawApply,
        { amount: '10', account_id: payee.id, idempotency_key: key() },
        { token },
      );
    }
    const page = await t.call(ENDPOINTS.ledgerList, { page: 2, page_size: 3 }, { token });
    expect(page.data.total).toBe(4);
    expect(page.data.list.map((e) => e.type)).toEqual(['adjustment']);
    const onlyOut = await t.call(ENDPOINTS.ledgerList, { type: 'withdrawal' }, { token });
    expect(onlyOut.data.list.map((e) => e.balance_after)).toEqual(['70.00', '80.00', '90.00']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: t.ctx.config.TIME_ZONE }).format(new Date());
    const inRange = await t.call(ENDPOINTS.ledgerList, { start_date: today, end_date: today }, { token });
    expect(inRange.data.total).toBe(4);
    const past = await t.call(
      ENDPOINTS.ledgerList,
      { start_date: '2020-01-01', end_date: '2020-12-31' },
      { token },
    );
    expect(past.data).toMatchObject({ total: 0, list: [], balance: '70.00' });
    const pending = await t.call(ENDPOINTS.withdrawList, { status: 'pending' }, { token });
    expect(pending.data.total).toBe(3);
    const paid = await t.call(ENDPOINTS.withdrawList, { status: 'paid' }, { token });
    expect(paid.data.total).toBe(0);
    expect(m.id).toBeGreaterThan(0);
  });

  it('names bad filters', async () => {
    const { token } = await funded();
    const cases: [string, unknown, string][] = [
      [ApiPath.ledgerList, { type: 'gift' }, '明细类型无效'],
      [ApiPath.ledgerList, { start_date: '2026-02-30' }, '日期格式错误'],
      [ApiPath.ledgerList, { start_date: '2026-03-02', end_date: '2026-03-01' }, '结束日期不能早于开始日期'],
      [ApiPath.ledgerList, { page_size: 1000 }, 'page_size'],
      [ApiPath.withdrawList, { status: 'lost' }, '提现状态无效'],
      [ApiPath.withdrawList, { end_date: 'yesterday' }, '日期格式错误'],
      [ApiPath.ledgerExport, { task_name: '' }, 'task_name'],
      [ApiPath.withdrawExport, { task_name: 'x', status: 'lost' }, '提现状态无效'],
    ];
    // Deliberately wrong payloads: untyped on purpose (t.post).
    for (const [path, body, msg] of cases) {
      const res = await t.post(path, body, { token });
      expect(res.code, `${path} ${JSON.stringify(body)}`).toBe(Code.validation);
      expect(res.msg, `${path} ${JSON.stringify(body)}`).toContain(msg);
    }
  });

  it('exports the ledger and the withdrawals through the task machinery', async () => {
    const { payee, token } = await funded('100.00');
    await t.call(
      ENDPOINTS.withdrawApply,
      { amount: '10.5', account_id: payee.id, idempotency_key: key() },
      { token },
    );
    for (const [path, body, rows] of [
      [ENDPOINTS.ledgerExport, { task_name: '金额明细', type: '' }, 2],
      [ENDPOINTS.withdrawExport, { task_name: '提现记录', status: 'pending' }, 1],
    ] as const) {
      const res = await t.call(path, body, { token });
      expect(res.code).toBe(Code.ok);
      const task = await waitForTask(t.ctx, res.data.task_id);
      expect(task).toMatchObject({ status: 1, rowCount: rows });
    }
  });
});

describe('who may call', () => {
  it('answers another merchant’s payee account as not found, and changes nothing', async () => {
    const mine = await funded('100.00');
    const theirs = await funded('100.00');
    const apply = await t.call(
      ENDPOINTS.withdrawApply,
      { amount: '20', account_id: theirs.payee.id, idempotency_key: key() },
      { token: mine.token },
    );
    expect(apply).toMatchObject({ code: Code.notFound, msg: '记录不存在' });
    expect((await t.call(ENDPOINTS.deletePayee, { id: theirs.payee.id }, { token: mine.token })).code).toBe(
      Code.notFound,
    );
    const left = await t.call(ENDPOINTS.payeeList, undefined, { token: theirs.token });
    expect(left.data.list.map((p) => p.id)).toEqual([theirs.payee.id]);
    const ledger = await t.call(ENDPOINTS.ledgerList, {}, { token: mine.token });
    expect(ledger.data.balance).toBe('100.00');
    // A deleted account of one's own is gone too.
    await t.call(ENDPOINTS.deletePayee, { id: mine.payee.id }, { token: mine.token });
    const again = await t.call(
      ENDPOINTS.withdrawApply,
      { amount: '20', account_id: mine.payee.id, idempotency_key: key() },
      { token: mine.token },
    );
    expect(again.code).toBe(Code.notFound);
  });

  it('refuses every money call without a session, and withdrawals to special merchants', async () => {
    // One refusal checked over a list of calls: they go out by path, untyped (t.post).
    for (const path of [ApiPath.ledgerList, ApiPath.withdrawApply, ApiPath.withdrawList, ApiPath.payeeList]) {
      expect((await t.post(path, {})).code).toBe(Code.sessionExpired);
    }
    // 10099 is the configured special merchant (SPECIAL_MERCHANT_IDS' default).
    const special = await makeMerchant(t.ctx, { id: 10099 });
    const token = await signIn(t.ctx, special.id);
    for (const path of [
      ApiPath.withdrawApply,
      ApiPath.withdrawList,
      ApiPath.payeeList,
      ApiPath.withdrawConfig,
    ]) {
      // One refusal checked over a list of calls: they go out by path, untyped (t.post).
      expect((await t.post(path, {}, { token })).code, path).toBe(Code.forbidden);
    }
    expect((await t.call(ENDPOINTS.ledgerList, {}, { token })).code).toBe(Code.ok);
  });

  it('refuses the withdrawal calls to a role without withdrawRecord, but not the amount records', async () => {
    const m = await makeMerchant(t.ctx);
    const token = await signIn(t.ctx, m.id);
    await t.ctx.db.delete(rolePermissions).where(eq(rolePermissions.merchantId, m.id));
    expect((await t.call(ENDPOINTS.withdrawList, {}, { token })).code).toBe(Code.forbidden);
    expect((await t.call(ENDPOINTS.payeeList, undefined, { token })).code).toBe(Code.forbidden);
    expect((await t.call(ENDPOINTS.ledgerList, {}, { token })).code).toBe(Code.ok);
  });

  it('leaves the ledger verified', async () => {
    expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
  });
});
