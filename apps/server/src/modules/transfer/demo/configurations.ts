import type { TransferReasonCode } from '@console/contract';

/**
 * Transfer configurations of the demo catalogue: per source goods (by name, unique in the
 * catalogue), the reason → target entries (success rate in %).
 */
export interface DemoTransfer {
  source: string;
  title: string;
  intro: string;
  entries: { reason: TransferReasonCode; target: string; rate: string }[];
}

export const DEMO_TRANSFERS: DemoTransfer[] = [
  {
    source: '移动广东校园卡 18元',
    title: '广东校园卡驳回转单',
    intro: '广东校园卡因年龄或地区驳回的订单，自动转到全国可办的移动套餐。',
    entries: [
      { reason: 'age_mismatch', target: '移动花卡宝藏版 29元', rate: '72.5' },
      { reason: 'area_unsupported', target: '移动星卡 19元', rate: '81.0' },
      { reason: 'multi_card', target: '联通流量王 29元', rate: '64.3' },
    ],
  },
  {
    source: '移动北京青春卡 24元',
    title: '北京青春卡驳回转单',
    intro: '北京青春卡驳回后转全国卡，年龄超限转畅享卡。',
    entries: [
      { reason: 'age_mismatch', target: '移动畅享卡 39元', rate: '68.0' },
      { reason: 'area_unsupported', target: '移动花卡宝藏版 29元', rate: '77.8' },
    ],
  },
  {
    source: '联通山东福卡 29元',
    title: '山东福卡驳回转单',
    intro: '山东福卡的地区、一证多卡与审核驳回，分别转到联通、电信与广电的全国卡。',
    entries: [
      { reason: 'area_unsupported', target: '联通流量王 29元', rate: '79.2' },
      { reason: 'multi_card', target: '电信星卡 19元', rate: '58.6' },
      { reason: 'review_failed', target: '广电惠民卡 19元', rate: '45.0' },
      { reason: 'age_mismatch', target: '联通银发卡 19元', rate: '62.4' },
    ],
  },
  {
    source: '电信长江卡 29元',
    title: '长江卡驳回转单',
    intro: '长江卡驳回订单转电信星卡或广电福卡，一证多卡转联通。',
    entries: [
      { reason: 'area_unsupported', target: '电信星卡 19元', rate: '83.1' },
      { reason: 'multi_card', target: '联通大王卡 19元', rate: '61.7' },
      { reason: 'review_failed', target: '广电 5G 福卡 29元', rate: '49.5' },
      { reason: 'out_of_stock', target: '电信翼卡 39元', rate: '88.0' },
      { reason: 'age_mismatch', target: '联通银发卡 19元', rate: '57.3' },
    ],
  },
  {
    source: '电信湖北流量卡 24元',
    title: '湖北流量卡驳回转单',
    intro: '湖北流量卡非覆盖城市的订单转长江卡或全国星卡。',
    entries: [
      { reason: 'area_unsupported', target: '电信长江卡 29元', rate: '74.6' },
      { reason: 'review_failed', target: '电信星卡 19元', rate: '52.0' },
    ],
  },
  {
    source: '广电福建卡 24元',
    title: '广电福建卡驳回转单',
    intro: '福建卡非福州、厦门订单转广电长期卡，审核失败转惠民卡。',
    entries: [
      { reason: 'area_unsupported', target: '广电长期卡 29元', rate: '70.0' },
      { reason: 'review_failed', target: '广电惠民卡 19元', rate: '55.5' },
      { reason: 'blacklisted', target: '联通大王卡 19元', rate: '20.0' },
    ],
  },
  {
    source: '联通沃派校园卡 25元',
    title: '沃派校园卡驳回转单',
    intro: '沃派校园卡年龄不符的订单转联通流量王，一证多卡转移动星卡。',
    entries: [
      { reason: 'age_mismatch', target: '联通流量王 29元', rate: '76.9' },
      { reason: 'multi_card', target: '移动星卡 19元', rate: '60.2' },
    ],
  },
  {
    source: '广电学生卡 15元',
    title: '广电学生卡驳回转单',
    intro: '广电学生卡年龄不符转惠民卡，审核失败转电信星卡，一证多卡转移动芒果卡。',
    entries: [
      { reason: 'age_mismatch', target: '广电惠民卡 19元', rate: '73.4' },
      { reason: 'review_failed', target: '电信星卡 19元', rate: '51.8' },
      { reason: 'multi_card', target: '移动动感地带芒果卡 29元', rate: '58.0' },
    ],
  },
];

/** Per demo merchant, the sources whose configuration it has switched on. */
export const DEMO_OPEN_TRANSFERS: Record<number, string[]> = {
  10001: ['移动广东校园卡 18元', '联通山东福卡 29元', '电信长江卡 29元'],
  10052: ['电信长江卡 29元', '广电福建卡 24元'],
  10062: ['移动北京青春卡 24元'],
};

/** Partner 52's announced configurations: the notice pop-ups of its merchants. */
export const DEMO_TRANSFER_NOTICES: Record<number, string[]> = {
  52: ['广电学生卡 15元', '联通沃派校园卡 25元', '电信湖北流量卡 24元'],
};
