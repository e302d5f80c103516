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
 * has exactly its debit (and, once rejected, exactly its refund, and never one otherwise); every
 * top-up batch costs the sum of its items' prices, was charged that once, and has been refunded exactly
 * the prices of its failed items (each refund naming one failed item). Run by
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
    union all
    select b.merchant_id, 'top-up batch ' || b.batch_no || ' costs ' || b.price_total || ', its items ' || coalesce(i.total, 0)
      from topup_batches b
      left join (select batch_id, sum(price) as total from topup_items group by batch_id) i on i.batch_id = b.id
     where b.price_total <> coalesce(i.total, 0)
    union all
    select b.merchant_id, 'top-up batch ' || b.batch_no || ' charged ' || coalesce(sum(e.amount), 0) || ' in ' || count(e.id) || ' entries for ' || b.price_total
      from topup_batches b
      left join ledger_entries e on e.merchant_id = b.merchant_id and e.type = 'topup_charge' and e.reference = b.batch_no
     group by b.id, b.merchant_id, b.batch_no, b.price_total
    having count(e.id) <> 1 or sum(e.amount) <> -b.price_total
    union all
    select e.merchant_id, 'charge ' || e.id || ' names no top-up batch ' || e.reference
      from ledger_entries e
     where e.type = 'topup_charge' and not exists (select 1 from topup_batches b
                        where b.merchant_id = e.merchant_id and b.batch_no = e.reference)
    union all
    select b.merchant_id, 'top-up batch ' || b.batch_no || ' refunded ' || coalesce(r.total, 0) || ', its failed items cost ' || coalesce(f.total, 0)
      from topup_batches b
      left join (select batch_id, sum(price) as total from topup_items where status = 'failed' group by batch_id) f
        on f.batch_id = b.id
      left join (select merchant_id, split_part(reference, '/', 1) as batch_no, sum(amount) as total
                   from ledger_entries where type = 'topup_refund' group by 1, 2) r
        on r.merchant_id = b.merchant_id and r.batch_no = b.batch_no
     where coalesce(r.total, 0) <> coalesce(f.total, 0)
    union all
    select e.merchant_id, 'refund ' || e.id || ' names no failed top-up item ' || e.reference
      from ledger_entries e
     where e.type = 'topup_refund' and not exists (
             select 1 from topup_batches b join topup_items i on i.batch_id = b.id
              where b.merchant_id = e.merchant_id and b.batch_no = split_part(e.reference, '/', 1)
                and i.line_no = substring(e.reference from '/([0-9]{1,9})$')::int
                and i.status = 'failed' and i.price = e.amount)
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
