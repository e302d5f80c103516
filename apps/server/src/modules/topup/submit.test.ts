import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Code, ENDPOINTS, type PayloadIn } from '@console/contract';
import type { TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';
import { ledgerEntries } from '../money/tables';
import { fundMerchant } from '../money/test-support';
import { verifyLedger } from '../money/verify';
import { newKey as key, payloadLines as lines, startTopupSuite, type TopupSuite } from './test-support';

// Submitting a batch over the real app (app.inject): every line checked, the whole price charged
// once through the ledger, the idempotency key answering the same batch.
let t: TestApp;
let token: string;
let suite: TopupSuite;

beforeAll(async () => {
  suite = await startTopupSuite();
  ({ t, token } = suite);
});
afterAll(() => suite.close());

async function submit(body: PayloadIn<typeof ENDPOINTS.topupSubmit>, as = token) {
  return t.call(ENDPOINTS.topupSubmit, body, { token: as });
}
const balanceOf = async (merchantId: number) => {
  const r = await t.call(ENDPOINTS.topupPreview, { text: '' }, { token: await signIn(t.ctx, merchantId) });
  return r.data.balance;
};
const verify = async () => expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);

describe('submit', () => {
  it('refuses a batch with a line in error, naming the lines, charging nothing', async () => {
    const r = await submit({
      lines: [...lines(2), { phone: '12345', amount: '50' }],
      idempotency_key: key(),
    });
    expect(r.code).toBe(Code.topupLinesInvalid);
    expect(r.msg).toBe('有 1 行未通过检查，请修改或删除后再提交');
    expect(r.data).toEqual({ lines: [{ line_no: 3, error: 'phone_invalid' }] });
  });

  it('refuses the whole batch when the balance is short, saying by how much', async () => {
    const m = await makeMerchant(t.ctx, { huafeiIsShow: true });
    await fundMerchant(t.ctx, m.id, '98.49');
    const r = await submit({ lines: lines(2), idempotency_key: key() }, await signIn(t.ctx, m.id));
    expect(r.code).toBe(Code.topupBalanceShort);
    expect(r.msg).toBe('余额不足：本批次需 98.50 元，当前余额 98.49 元');
    expect(await balanceOf(m.id)).toBe('98.49');
    expect(
      await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.merchantId, m.id)),
    ).toHaveLength(1);
  });

  it('charges once per idempotency key, and refuses the key with other lines', async () => {
    const m = await makeMerchant(t.ctx, { huafeiIsShow: true });
    const as = await signIn(t.ctx, m.id);
    await fundMerchant(t.ctx, m.id, '1000.00');
    const body = { lines: lines(3, [], '30'), idempotency_key: key() };
    const [a, b] = await Promise.all([submit(body, as), submit(body, as)]);
    const c = await submit(body, as);
    expect([a.code, b.code, c.code]).toEqual([Code.ok, Code.ok, Code.ok]);
    expect(new Set([a.data.batch.id, b.data.batch.id, c.data.batch.id]).size).toBe(1);
    expect(a.data.batch).toMatchObject({
      item_count: 3,
      face_total: '90.00',
      charged: '88.65',
      status: 'processing',
    });
    const charges = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.merchantId, m.id), eq(ledgerEntries.type, 'topup_charge')));
    expect(charges.map((e) => e.amount)).toEqual(['-88.65']);
    expect(await balanceOf(m.id)).toBe('911.35');
    const other = await submit({ ...body, lines: lines(2) }, as);
    expect(other.code).toBe(Code.idempotencyConflict);
    await verify();
  });

  // Issue 40, finding 2: the same key with another batch of the same count and total (one number
  // changed) was answered with the first batch; the new number was never topped up.
  it("refuses the key with other content of the same count and total, in the caller's language", async () => {
    const m = await makeMerchant(t.ctx, { huafeiIsShow: true });
    const as = await signIn(t.ctx, m.id);
    await fundMerchant(t.ctx, m.id, '1000.00');
    const [p1, p2, p3] = lines(3, [], '50').map((l) => l.phone);
    const body = {
      lines: [
        { phone: p1!, amount: '50' },
        { phone: p2!, amount: '30' },
      ],
      idempotency_key: key(),
    };
    const first = await submit(body, as);
    expect(first.code).toBe(Code.ok);
    const charged = await balanceOf(m.id);

    const otherPhone = await submit({ ...body, lines: [body.lines[0]!, { phone: p3!, amount: '30' }] }, as);
    expect(otherPhone.code).toBe(Code.idempotencyConflict);
    expect(otherPhone.msg).toBe('该批次已提交过，且号码或面值与本次不同，请刷新后重新提交');
    // The same numbers and total, the amounts swapped between them; and the same lines reordered.
    const swapped = [
      { phone: p1!, amount: '30' },
      { phone: p2!, amount: '50' },
    ];
    const reordered = [body.lines[1]!, body.lines[0]!];
    for (const [lang, other] of [
      ['en-US', swapped],
      ['pt-BR', reordered],
      ['zh-TW', swapped],
    ] as const) {
      const r = await t.call(ENDPOINTS.topupSubmit, { ...body, lines: other }, { token: as, lang });
      expect(r.code).toBe(Code.idempotencyConflict);
      expect(r.msg).toBe(
        {
          'en-US': 'This batch was submitted already with other numbers or amounts: refresh and submit again',
          'pt-BR': 'Este lote já foi enviado com outros números ou valores: atualize e envie de novo',
          'zh-TW': '該批次已提交過，且號碼或面值與本次不同，請重新整理後再提交',
        }[lang],
      );
    }
    // The same content, written otherwise (spaces, +86, "50.00"), is the same batch, charged once.
    const same = await submit(
      {
        ...body,
        lines: [
          { phone: `+86 ${p1!.slice(0, 3)} ${p1!.slice(3)}`, amount: '50.00' },
          { phone: p2!, amount: ' 30 ' },
        ],
      },
      as,
    );
    expect(same.code).toBe(Code.ok);
    expect(same.data.batch.id).toBe(first.data.batch.id);
    const batches = await t.call(ENDPOINTS.topupBatches, {}, { token: as });
    expect(batches.data.total).toBe(1);
    expect(await balanceOf(m.id)).toBe(charged);
    await verify();
  });
});
