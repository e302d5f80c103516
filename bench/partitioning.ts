// Partitioning, decided by measurement (issue 43): `orders` as it is beside a copy of it partitioned
// by month of created_at, over the database DATABASE_URL points at (the 10 M set). SQL alone: what
// partitioning changes is the database's work, the same for any caller. The copy (orders_by_month,
// every index of orders that a partitioned table can have) is made once and kept (FRESH=1 remakes
// it). Measured, both tables in turns: the list's page keys (first page with a status, page 500),
// one order by id (a settlement's lock), one order's status update, single-row and 10,000-row
// inserts (rolled back, triggers off on both so only the table's own work is timed), the vacuum
// after 20,000 updates in the newest month (the whole table beside that month's partition, which is
// what autovacuum would take), and the sizes.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5434/bench10m npm run bench:partitioning -w @console/bench
import os from 'node:os';
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL, please (see the top)');
const db = new pg.Client({ connectionString: url });
await db.connect();
const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await db.query(text, values)).rows as T[];
const seconds = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

const COPY = 'orders_by_month';
const exists = (await q(`select to_regclass($1) as r`, [COPY]))[0]!.r !== null;
if (process.env.FRESH === '1' || !exists) {
  await q(`drop table if exists ${COPY}`);
  const t0 = performance.now();
  // A partitioned table's unique keys must hold its partition key: the id and the order number are
  // unique only within a month here (the first thing partitioning costs: order_no's global check).
  await q(
    `create table ${COPY} (like orders including defaults including constraints) partition by range (created_at)`,
  );
  const [range] = await q<{ first: string; months: number }>(
    `select date_trunc('month', min(created_at))::text as first,
            (extract(year from age(max(created_at), date_trunc('month', min(created_at)))) * 12
             + extract(month from age(max(created_at), date_trunc('month', min(created_at)))))::int + 2 as months
       from orders`,
  );
  for (let m = 0; m < range!.months; m += 1) {
    await q(`create table ${COPY}_${m} partition of ${COPY}
      for values from ('${range!.first}'::timestamptz + interval '${m} month') to ('${range!.first}'::timestamptz + interval '${m + 1} month')`);
  }
  await q(`insert into ${COPY} select * from orders`);
  const loaded = seconds(t0);
  const t1 = performance.now();
  for (const index of await q<{ def: string }>(
    `select pg_get_indexdef(indexrelid) as def from pg_index where indrelid = 'orders'::regclass`,
  )) {
    const def = index.def
      .replace(/ ON public\.orders /, ` ON ${COPY} `)
      .replace(/INDEX \w+ /, 'INDEX ')
      // Unique indexes (the primary key, order_no) cannot be global: kept with the partition key.
      .replace(/UNIQUE INDEX (.*)\((\w+)\)$/, 'UNIQUE INDEX $1($2, created_at)');
    await q(def);
  }
  await q(`analyze ${COPY}`);
  console.log(`${COPY}: ${range!.months} months loaded in ${loaded}, indexed and analysed in ${seconds(t1)}`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function timeBoth(label: string, sql: (table: string) => string, values: () => unknown[], n = 30) {
  const times: Record<string, number[]> = { orders: [], [COPY]: [] };
  for (let i = 0; i < n + 3; i += 1) {
    for (const table of ['orders', COPY]) {
      const args = values();
      const t0 = performance.now();
      await q('begin');
      await q(`set local session_replication_role = replica`);
      await q(sql(table), args);
      await q('rollback');
      if (i >= 3) times[table]!.push(performance.now() - t0);
    }
  }
  const [flat, parts] = [median(times.orders!), median(times[COPY]!)];
  rows[label] = {
    orders: `${flat.toFixed(2)} ms`,
    [COPY]: `${parts.toFixed(2)} ms`,
    ratio: +(parts / flat).toFixed(2),
  };
}

const rows: Record<string, Record<string, string | number>> = {};
const [big] = await q<{ merchant_id: number }>(
  `select merchant_id from merchants m join orders o on o.merchant_id = m.id where m.mobile = '13600000001' limit 1`,
);
const merchant = big!.merchant_id;
// Orders picked at random over the whole table (a settlement may come for any month's order).
const sample = await q<{ id: string; created_at: Date }>(
  `select id::text, created_at from orders tablesample system (0.1) limit 300`,
);
const anyOrder = () => sample[Math.floor(Math.random() * sample.length)]!;
const columns = (
  await q<{ c: string }>(
    `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as c from information_schema.columns
    where table_name = 'orders' and column_name not in ('id', 'order_no')`,
  )
)[0]!.c;
// Copies of the newest orders under new ids and order numbers (unique in both tables).
let copies = 0;
const copyOf = (t: string, n: number) => {
  copies += 1;
  return `insert into ${t} (id, order_no, ${columns}) overriding system value
    select id + ${copies * 1_000_000_000}, 'P' || ${copies} || right(order_no, 15), ${columns}
      from orders order by id desc limit ${n}`;
};
const page = (status: boolean, offset: number) => (t: string) =>
  `select id, created_at from ${t} where merchant_id = $1 ${status ? `and status = 'settled'` : ''}
   order by created_at desc nulls last, id desc nulls last limit 20 offset ${offset}`;
await timeBoth('list keys, first page, status settled (2 M merchant)', page(true, 0), () => [merchant]);
await timeBoth('list keys, page 500 (2 M merchant)', page(false, 9_980), () => [merchant]);
await timeBoth(
  'one order by id, for update (a settlement)',
  (t) => `select id from ${t} where id = $1 for update`,
  () => [anyOrder().id],
);
await timeBoth(
  'one order by id with its created_at, for update',
  (t) => `select id from ${t} where id = $1 and created_at = $2 for update`,
  () => {
    const o = anyOrder();
    return [o.id, o.created_at];
  },
);
await timeBoth(
  'one order status update by id',
  (t) => `update ${t} set status = 'settled', updated_at = now() where id = $1`,
  () => [anyOrder().id],
);
await timeBoth(
  'insert one order',
  (t) => copyOf(t, 1),
  () => [],
);
await timeBoth(
  'insert 10,000 orders in one statement',
  (t) => copyOf(t, 10_000),
  () => [],
  5,
);

// The vacuum after a day's changes: 20,000 updated orders of the newest month, then vacuum.
for (const table of ['orders', COPY]) {
  await q(
    `update ${table} set remark = remark where id in (select id from ${table} order by created_at desc limit 20000)`,
  );
}
const partitionOf = (
  await q<{ name: string }>(
    `select tableoid::regclass::text as name from ${COPY} order by created_at desc limit 1`,
  )
)[0]!.name;
for (const [label, target] of [
  ['vacuum after 20,000 updates: orders', 'orders'],
  [`vacuum after 20,000 updates: the newest partition (${partitionOf})`, partitionOf],
] as const) {
  const t0 = performance.now();
  await q(`vacuum (analyze false) ${target}`);
  rows[label] = {
    orders: target === 'orders' ? `${(performance.now() - t0).toFixed(0)} ms` : '',
    [COPY]: target === 'orders' ? '' : `${(performance.now() - t0).toFixed(0)} ms`,
  };
}
const size = async (t: string) =>
  (
    await q<{ heap: string; idx: string }>(
      `select pg_size_pretty(sum(pg_table_size(c.oid))) as heap, pg_size_pretty(sum(pg_indexes_size(c.oid))) as idx
       from pg_class c where c.oid = '${t}'::regclass or c.oid in (select inhrelid from pg_inherits where inhparent = '${t}'::regclass)`,
    )
  )[0]!;
const [a, b] = [await size('orders'), await size(COPY)];
rows['table size (heap + toast)'] = { orders: a.heap, [COPY]: b.heap };
rows['index size'] = { orders: a.idx, [COPY]: b.idx };
const [{ n }] = (await q<{ n: number }>(`select count(*)::int as n from orders`)) as [{ n: number }];
console.log(
  `\n${n} orders; median of 30 in turns (inserts: 5), each in a rolled-back transaction; load ${os.loadavg()[0]!.toFixed(1)}`,
);
console.table(rows);
await db.end();
