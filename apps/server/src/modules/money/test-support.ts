import type { AppContext } from '../../lib/context';
import { toCents } from '../../lib/money';
import { moveMoney } from './ledger';
import { payeeValues } from './payees';
import { payeeAccounts } from './tables';

// Test factories of the money domain.
let serial = 0;

/** Credits the merchant through the ledger service (an adjustment), as an operator would. */
export async function fundMerchant(ctx: AppContext, merchantId: number, amount: string) {
  serial += 1;
  return ctx.db.transaction((tx) =>
    moveMoney(tx, {
      merchantId,
      type: 'adjustment',
      amountCents: toCents(amount),
      reference: `TEST-FUND-${serial}`,
    }),
  );
}

/** A bank-card payee account of the merchant. */
export async function makePayee(ctx: AppContext, merchantId: number, cardNo = '6222020200112233445') {
  const [row] = await ctx.db
    .insert(payeeAccounts)
    .values(
      payeeValues(ctx.secrets.dataKey, merchantId, {
        kind: 'bank',
        bank_name: '工商银行',
        card_no: cardNo,
        holder: '张三',
      }),
    )
    .returning();
  if (!row) throw new Error('no payee');
  return row;
}
