import { type AuditOutcome, Code, ENDPOINTS, type EndpointName } from '@console/contract';
import { desc, eq } from 'drizzle-orm';
import type { DemoSeed } from '../../demo/seed-context';
import { payeeAccounts } from '../money/tables';
import { orders } from '../orders/tables';
import { staffMembers } from '../team/tables';
import { insertAuditRecord } from './recorder';
import type { AuditRecordValues } from './scope';
import { objectOf, summarize } from './summary';

const HOUR = 3_600_000;
const DEVICES = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
];

interface Step {
  endpoint: EndpointName;
  payload: Record<string, unknown>;
  outcome?: AuditOutcome;
  code?: number;
}

/** What each built-in role's member does in the demo week (the owner does the rest). */
const BY_ROLE: Record<string, (orderIds: number[]) => Step[]> = {
  operations: (ids) => [
    { endpoint: 'orderFlag', payload: { ids: ids.slice(0, 3), flag: 2 } },
    { endpoint: 'orderResubmit', payload: { ids: ids.slice(3, 4) } },
    { endpoint: 'orderExport', payload: { status: 'rejected', task_name: '驳回订单' } },
  ],
  service: (ids) => [
    { endpoint: 'orderUpdate', payload: { id: ids[4], remark: '客户来电，改天再联系' } },
    { endpoint: 'orderDecrypt', payload: { id: ids[5] }, outcome: 'refused', code: Code.forbidden },
  ],
  finance: () => [
    { endpoint: 'ledgerExport', payload: { task_name: '资金明细' } },
    { endpoint: 'withdrawExport', payload: { task_name: '提现记录' } },
  ],
  readonly: () => [
    { endpoint: 'orderExport', payload: { task_name: '订单' }, outcome: 'refused', code: Code.forbidden },
  ],
};

const ownerSteps = (ids: number[], payee: number): Step[] => [
  { endpoint: 'saveStore', payload: { store_name: '示例门店' } },
  { endpoint: 'orderDecrypt', payload: { id: ids[0] } },
  { endpoint: 'orderFlag', payload: { ids: ids.slice(1, 3), flag: 1 } },
  {
    endpoint: 'captureShopSave',
    payload: { platform: 'douyin', name: '抖音旗舰店', shop_id: '7204518890', secret: 'x' },
  },
  { endpoint: 'withdrawApply', payload: { amount: '5000.00', account_id: payee, idempotency_key: 'demo' } },
  {
    endpoint: 'withdrawApply',
    payload: { amount: '900000.00', account_id: payee },
    outcome: 'failed',
    code: Code.insufficientBalance,
  },
  { endpoint: 'orderExport', payload: { start_date: '', end_date: '', task_name: '全部订单' } },
  { endpoint: 'orderUpdate', payload: { id: ids[6], remark: '已电话确认地址' } },
  { endpoint: 'changePassword', payload: { old_password: 'x', password: 'y', confirm: 'y' } },
];

/**
 * A week of the operation log for the demo account that signs in with 13800000001: its owner's
 * writes, exports and reveals, and each staff member's of its team if the team's demo step made
 * them, some refused or failed, written through the recorder's own insert.
 */
export async function seedDemoAudit(seed: DemoSeed): Promise<void> {
  const merchant = seed.created.find((m) => m.mobile === '13800000001');
  if (!merchant) return;
  const recent = await seed.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.merchantId, merchant.id))
    .orderBy(desc(orders.id))
    .limit(8);
  const ids = recent.map((o) => o.id);
  while (ids.length < 8) ids.push(ids[0] ?? 1);
  const [payee] = await seed.db
    .select({ id: payeeAccounts.id })
    .from(payeeAccounts)
    .where(eq(payeeAccounts.merchantId, merchant.id))
    .limit(1);
  const staff = await seed.db.select().from(staffMembers).where(eq(staffMembers.merchantId, merchant.id));
  const actors = [
    { staffId: null, actorName: merchant.storeName, steps: ownerSteps(ids, payee?.id ?? 1) },
    ...staff.map((s) => ({
      staffId: s.id,
      actorName: s.name,
      steps: BY_ROLE[s.builtinRole ?? '']?.(ids) ?? [],
    })),
  ];
  const now = Date.now();
  const rows: AuditRecordValues[] = [];
  actors.forEach((actor, a) =>
    actor.steps.forEach((step, i) => {
      const endpoint = ENDPOINTS[step.endpoint];
      // Spread over the last six days, in working hours, the newest a little before the seed.
      const day = (a * 3 + i * 2) % 6;
      const at = new Date(now - day * 24 * HOUR - ((i * 37 + a * 53) % 480) * 60_000 - HOUR);
      rows.push({
        merchantId: merchant.id,
        staffId: actor.staffId,
        actorName: actor.actorName,
        endpoint: endpoint.name,
        route: endpoint.route ?? '',
        action: endpoint.grant,
        object: objectOf(endpoint.name, step.payload),
        summary: summarize(step.payload),
        outcome: step.outcome ?? 'ok',
        code: step.code ?? Code.ok,
        ip: `113.87.${16 + a}.${40 + i}`,
        userAgent: DEVICES[(a + i) % DEVICES.length]!,
        createdAt: at,
      });
    }),
  );
  rows.sort((x, y) => x.createdAt!.getTime() - y.createdAt!.getTime());
  await insertAuditRecord(seed.db, rows);
}
