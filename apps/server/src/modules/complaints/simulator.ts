import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { COMPLAINT_TYPES, type ComplaintType } from '@console/contract';
import { rawRows } from '../../db/raw-rows';
import { merchants } from '../auth/tables';
import { orders } from '../orders/tables';
import type { AppContext } from '../../lib/context';
import { receiveComplaint } from './intake';
import { type SimulatorLog, startSimulator } from '../../lib/simulator-timer';

/** How often the demo partner looks, and how sparingly it complains. */
export const COMPLAINT_SIMULATOR_TICK_MS = 20_000;
/** At most one new complaint per merchant in this time. */
export const COMPLAINT_SIMULATOR_GAP_MS = 5 * 60_000;
/**
 * A merchant with this many open (pending or processing) complaints gets no more: above the 13
 * open ones of the demo seed, so that a new demo user sees complaints arrive from the start.
 */
export const COMPLAINT_SIMULATOR_OPEN_MAX = 20;
/** The chance, per tick, that a merchant who may get one does. */
const CHANCE = 0.2;

/** What customers complain about, as the partner forwards it (one or two per type). */
export const DEMO_COMPLAINT_TEXTS: Record<ComplaintType, readonly string[]> = {
  service: ['客户反映客服多次未回电，态度敷衍。', '客户称办理时工作人员未说明合约期限。'],
  billing: ['客户称本月被多扣了 20 元套餐外流量费。', '客户反映首月资费与宣传不符，要求退还差价。'],
  network: ['客户反映所在小区信号差，经常无法接通。', '客户称 5G 网络时有时无，影响使用。'],
  delivery: ['客户称卡片已显示签收但本人未收到。', '客户反映快递迟迟未派送，超过一周。'],
  activation: ['客户反映卡片激活失败，提示证件信息不符。', '客户称实名认证一直审核中，无法使用。'],
  misleading: ['客户称页面宣传“永久免费”，实际次年开始收费。', '客户反映宣传的赠送流量未到账。'],
  other: ['客户要求注销号卡并退还预存话费。'],
};

export interface SimulatorOptions {
  now?: Date;
  /** A number in [0, 1); tests pass a fixed one. */
  random?: () => number;
}

/**
 * One look of the demo partner: each merchant that shows work orders (not a special merchant),
 * has orders, had no complaint in the last COMPLAINT_SIMULATOR_GAP_MS and has fewer than
 * COMPLAINT_SIMULATOR_OPEN_MAX open ones may, by chance, get a complaint about one of its recent
 * orders, made through `receiveComplaint` like the partner's webhook. Returns how many were made.
 */
export async function simulateComplaintsOnce(
  ctx: AppContext,
  log: SimulatorLog,
  options: SimulatorOptions = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const random = options.random ?? Math.random;
  const special = [...ctx.config.SPECIAL_MERCHANT_IDS];
  const shown = await ctx.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(
      and(
        eq(merchants.workOrderIsShow, true),
        eq(merchants.status, 'active'),
        special.length ? notInArray(merchants.id, special) : undefined,
      ),
    );
  if (shown.length === 0) return 0;
  const since = new Date(now.getTime() - COMPLAINT_SIMULATOR_GAP_MS);
  const busy = await rawRows<{ merchant_id: number }>(
    ctx.db,
    sql`select merchant_id from complaints
        where merchant_id in (${sql.join(
          shown.map((m) => sql`${m.id}`),
          sql`, `,
        )})
        group by merchant_id
        having max(created_at) > ${since.toISOString()}::timestamptz
            or count(*) filter (where status in ('pending', 'processing')) >= ${COMPLAINT_SIMULATOR_OPEN_MAX}`,
  );
  const skip = new Set(busy.map((b) => Number(b.merchant_id)));
  const env = { dataKey: ctx.secrets.dataKey, timeZone: ctx.config.TIME_ZONE };
  let made = 0;
  for (const { id } of shown) {
    if (skip.has(id) || random() >= CHANCE) continue;
    const recent = await ctx.db
      .select({ orderNo: orders.orderNo })
      .from(orders)
      .where(eq(orders.merchantId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(50);
    if (recent.length === 0) continue;
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const type = pick(COMPLAINT_TYPES);
    try {
      await ctx.db.transaction((tx) =>
        receiveComplaint(tx, env, {
          orderNo: pick(recent).orderNo,
          type,
          content: pick(DEMO_COMPLAINT_TEXTS[type]),
          contact: `13${String(Math.floor(random() * 1e9)).padStart(9, '0')}`,
          now,
        }),
      );
      made += 1;
    } catch (err) {
      log.error({ err, merchantId: id }, 'complaint simulator: complaint not made');
    }
  }
  if (made) log.info({ made }, 'complaint simulator: complaints forwarded');
  return made;
}

/** Runs `simulateComplaintsOnce` on a timer; the returned function stops it and waits for a running tick. */
export function startComplaintSimulator(ctx: AppContext, log: SimulatorLog): () => Promise<void> {
  return startSimulator(
    'complaint simulator',
    COMPLAINT_SIMULATOR_TICK_MS,
    () => simulateComplaintsOnce(ctx, log),
    log,
  );
}
