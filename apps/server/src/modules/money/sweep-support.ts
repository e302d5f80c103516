import { eq } from 'drizzle-orm';
import { moneyEndpoints, PARTNER_SUBSIDY } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { defineSweep } from '../../test/sweep/entry';
import { balances, payeeAccounts } from './tables';
import { fundMerchant, makePayee } from './test-support';

const payeeOf = (ctx: AppContext, id: number) =>
  ctx.db.select().from(payeeAccounts).where(eq(payeeAccounts.id, id));
let key = 0;
const own = { none: "the caller's own money" };

export const sweep = defineSweep(moneyEndpoints, {
  ledgerList: { designates: own },
  ledgerExport: { valid: () => ({ task_name: 'sweep' }), designates: own },
  payeeList: { designates: own },
  addPayee: {
    valid: () => ({ kind: 'bank', bank_name: '工商银行', card_no: '6222020200112233445', holder: '张三' }),
    designates: { none: 'a new account of the caller' },
  },
  deletePayee: {
    valid: async (ctx, caller) => ({ id: (await makePayee(ctx, caller.id)).id }),
    designates: {
      async make(ctx, owner) {
        const payee = await makePayee(ctx, owner.id);
        return { payload: { id: payee.id }, read: () => payeeOf(ctx, payee.id) };
      },
    },
  },
  withdrawConfig: { designates: own },
  withdrawApply: {
    valid: async (ctx, caller) => {
      await fundMerchant(ctx, caller.id, '1000.00');
      return {
        amount: '100.00',
        account_id: (await makePayee(ctx, caller.id)).id,
        idempotency_key: `sweep-${++key}-0000`,
      };
    },
    designates: {
      async make(ctx, owner) {
        const payee = await makePayee(ctx, owner.id);
        return {
          payload: { account_id: payee.id, idempotency_key: `sweep-${++key}-0000` },
          read: async () => [
            await payeeOf(ctx, payee.id),
            await ctx.db.select().from(balances).where(eq(balances.merchantId, owner.id)),
          ],
        };
      },
    },
  },
  withdrawList: { designates: own },
  withdrawExport: { valid: () => ({ task_name: 'sweep' }), designates: own },
  withdrawWebhook: {
    valid: () => ({ event_id: `sweep-${++key}`, withdraw_no: 'W2026112400000001', status: 'approved' }),
    designates: { none: "the partner's decisions: the signature proves the sender" },
  },
  subsidyList: { as: { partnerId: PARTNER_SUBSIDY }, designates: own },
  subsidyRechargeList: { as: { partnerId: PARTNER_SUBSIDY }, designates: own },
});
