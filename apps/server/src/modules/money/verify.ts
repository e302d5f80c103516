import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rawRows } from '../../db/raw-rows';

export interface LedgerProblem {
  merchantId: number;
  problem: string;
}

export interface LedgerReport {
  merchants: number;
  entries: number;
  problems: LedgerProblem[];
}

interface Row {
  merchant_id: number;
  problem: string;
}

/**
 * Proves the ledger: for every merchant the balance equals the sum of its entries and the last
 * entry's balance, each entry's balance is the previous one plus its amount, and every withdrawal
 * has exactly its debit (and, once rejected, exactly its refund, and never one otherwise). Run by
 * `npm run ledger:verify`, the tests and the benchmark. Read-only.
 */
export async function verifyLedger(db: Db): Promise<LedgerReport> {
  const problems = await rawRows<Row>(
    db,
    sql`
    with sums as (
      select merchant_id, sum(amount) as total from ledger_entries group by merchant_id
    ), chained as (
      select merchant_id, id, amount, balance_after,
             lag(balance_after) over (partition by merchant_id order by id) as before,
             row_number() over (partition by merchant_id order by id desc) as from_end
        from ledger_entries
    )
    select coalesce(b.merchant_id, s.merchant_id) as merchant_id,
           'balance ' || coalesce(b.balance::text, 'missing') || ' <> sum of entries ' || coalesce(s.total, 0)::text as problem
      from balances b full join sums s on s.merchant_id = b.merchant_id
     where b.balance is distinct from coalesce(s.total, case when b.merchant_id is null then null else 0 end)
    union all
    select c.merchant_id, 'last entry ' || c.id || ' says ' || c.balance_after || ', balance is ' || b.balance
      from chained c join balances b on b.merchant_id = c.merchant_id
     where c.from_end = 1 and c.balance_after <> b.balance
    union all
    select merchant_id, 'entry ' || id || ': ' || coalesce(before, 0) || ' + ' || amount || ' <> ' || balance_after
      from chained where balance_after <> coalesce(before, 0) + amount
    union all
    select w.merchant_id, 'withdrawal ' || w.withdraw_no || ' has no debit of ' || w.amount
      from withdrawals w
     where not exists (select 1 from ledger_entries e where e.merchant_id = w.merchant_id
                        and e.type = 'withdrawal' and e.reference = w.withdraw_no and e.amount = -w.amount)
    union all
    select e.merchant_id, 'debit ' || e.id || ' names no withdrawal ' || e.reference
      from ledger_entries e
     where e.type = 'withdrawal' and not exists (select 1 from withdrawals w
                        where w.merchant_id = e.merchant_id and w.withdraw_no = e.reference)
    union all
    select w.merchant_id, 'withdrawal ' || w.withdraw_no || ' (' || w.status || ') refund count ' || count(e.id)
      from withdrawals w
      left join ledger_entries e on e.merchant_id = w.merchant_id and e.type = 'withdrawal_refund'
                                and e.reference = w.withdraw_no and e.amount = w.amount
     group by w.merchant_id, w.withdraw_no, w.status
    having count(e.id) <> case when w.status = 'rejected' then 1 else 0 end
    order by 1
  `,
  );
  const [counts] = await rawRows<{ merchants: number; entries: number }>(
    db,
    sql`select (select count(*)::int from balances) as merchants, (select count(*)::int from ledger_entries) as entries`,
  );
  return {
    merchants: counts?.merchants ?? 0,
    entries: counts?.entries ?? 0,
    problems: problems.map((r) => ({ merchantId: Number(r.merchant_id), problem: r.problem })),
  };
}
