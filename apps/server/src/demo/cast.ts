/** The demo accounts of the README. All share DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoMerchant {
  id: number;
  mobile: string;
  email: string;
  storeName: string;
  customer: string;
  partnerId: number;
  childMerchant?: number;
  parentId?: number;
  inviteCode: string;
  color: string;
  flags: { huafei: boolean; storeData: boolean; workOrder: boolean; canRepeatApply: boolean };
  platform?: { name: string; url: string };
  role: string;
}

const ALL_ON = { huafei: true, storeData: true, workOrder: true, canRepeatApply: false };

export const DEMO_MERCHANTS: DemoMerchant[] = [
  {
    id: 10001,
    mobile: '13800000001',
    email: 'merchant@demo.test',
    storeName: '星河通信旗舰店',
    customer: '林晓',
    partnerId: 1,
    inviteCode: 'DEMO10001',
    color: '#1677ff',
    flags: ALL_ON,
    role: 'merchant of partner 1, every flag on',
  },
  {
    id: 10002,
    mobile: '13800000002',
    email: 'agent@demo.test',
    storeName: '华南号卡分销中心',
    customer: '陈立',
    partnerId: 1,
    childMerchant: 2,
    inviteCode: 'AGENT2026',
    color: '#13a8a8',
    flags: { huafei: true, storeData: true, workOrder: false, canRepeatApply: true },
    role: 'agent with three sub-merchants',
  },
  {
    id: 10003,
    mobile: '13900000003',
    email: 'sub1@demo.test',
    storeName: '城东手机卡小店',
    customer: '王敏',
    partnerId: 1,
    parentId: 10002,
    inviteCode: 'DEMO10003',
    color: '#52c41a',
    flags: { huafei: false, storeData: false, workOrder: false, canRepeatApply: false },
    role: 'sub-merchant of the agent',
  },
  {
    id: 10004,
    mobile: '13900000004',
    email: 'sub2@demo.test',
    storeName: '校园流量卡驿站',
    customer: '赵磊',
    partnerId: 1,
    childMerchant: 2,
    parentId: 10002,
    inviteCode: 'DEMO10004',
    color: '#faad14',
    flags: { huafei: false, storeData: false, workOrder: false, canRepeatApply: false },
    role: 'sub-merchant of the agent, itself an agent of 13900000006 (a chain of three levels)',
  },
  {
    id: 10005,
    mobile: '13900000005',
    email: 'sub3@demo.test',
    storeName: '乡镇通信服务点',
    customer: '孙悦',
    partnerId: 1,
    parentId: 10002,
    inviteCode: 'DEMO10005',
    color: '#eb2f96',
    flags: { huafei: false, storeData: false, workOrder: false, canRepeatApply: false },
    role: 'sub-merchant of the agent',
  },
  {
    id: 10006,
    mobile: '13900000006',
    email: 'sub4@demo.test',
    storeName: '街角号卡便利店',
    customer: '钱程',
    partnerId: 1,
    parentId: 10004,
    inviteCode: 'DEMO10006',
    color: '#2f54eb',
    flags: { huafei: false, storeData: false, workOrder: false, canRepeatApply: false },
    role: 'sub-merchant of 13900000004 (third level under the agent)',
  },
  {
    id: 10052,
    mobile: '13800000052',
    email: 'partner52@demo.test',
    storeName: '畅联号卡转单店',
    customer: '周航',
    partnerId: 52,
    inviteCode: 'DEMO10052',
    color: '#722ed1',
    flags: { huafei: false, storeData: true, workOrder: true, canRepeatApply: false },
    role: 'merchant of partner 52',
  },
  {
    id: 10062,
    mobile: '13800000062',
    email: 'partner62@demo.test',
    storeName: '惠民补贴卡铺',
    customer: '吴静',
    partnerId: 62,
    inviteCode: 'DEMO10062',
    color: '#fa541c',
    flags: { huafei: true, storeData: false, workOrder: true, canRepeatApply: false },
    role: 'merchant of partner 62',
  },
  {
    id: 10099,
    mobile: '13800000099',
    email: 'special@demo.test',
    storeName: '特约合作门店',
    customer: '郑凯',
    partnerId: 1,
    inviteCode: 'DEMO10099',
    color: '#595959',
    flags: ALL_ON,
    role: 'special merchant',
  },
  {
    id: 10088,
    mobile: '13800000088',
    email: 'moved@demo.test',
    storeName: '已迁移店铺',
    customer: '钱程',
    partnerId: 1,
    inviteCode: 'DEMO10088',
    color: '#8c8c8c',
    flags: ALL_ON,
    platform: { name: 'jd', url: 'https://partner.jd.example/login' },
    role: 'account moved to another platform (is_jd)',
  },
];

export const DEMO_SITE = {
  storeName: '号卡分销商户后台',
  icpInfo: '粤ICP备2026012345号-1',
  color: '#1677ff',
};

const DAY = 24 * 3_600_000;
/** How far back the demo's history reaches: orders (orders/demo/plan.ts), live sessions, ledger. */
export const DEMO_HISTORY_DAYS = 90;

/**
 * When a demo account joined: a month before the history starts for a top-level account, ten days
 * after its agent for each level below. An account cannot have joined after its own first order:
 * the agent's sub-merchant list once read "joined today" above 90 days of their orders.
 */
export function demoJoinedAt(m: DemoMerchant, now = Date.now()): Date {
  let depth = 0;
  for (let parent = m.parentId; parent !== undefined; depth += 1)
    parent = DEMO_MERCHANTS.find((p) => p.id === parent)?.parentId;
  return new Date(now - (DEMO_HISTORY_DAYS + 30 - 10 * depth) * DAY);
}
