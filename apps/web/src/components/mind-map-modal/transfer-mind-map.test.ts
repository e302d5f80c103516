import { describe, expect, it } from 'vitest';
import type { TransferDetail } from '@console/contract';
import { transferMindMap } from './transfer-mind-map';

const target = (goods_id: number, goods_name: string, trans_success_lv: number) => ({
  goods_id,
  goods_name,
  goods_desc: '',
  goods_reward: '60.00',
  trans_success_lv,
});

const detail: TransferDetail = {
  id: 1,
  is_open: 1,
  goods_id: 10,
  goods_name: '移动花卡 29元',
  goods_desc: '',
  goods_reward: '80.00',
  config: [
    { reason: '年龄不符', reason_code: 'age_mismatch', goods: target(11, '联通大王卡', 72.5) },
    { reason: '地区不支持', reason_code: 'area_unsupported', goods: target(12, '电信星卡', 64) },
    { reason: '年龄不符', reason_code: 'age_mismatch', goods: target(13, '广电卡', 50) },
  ],
};

describe('transfer mind map', () => {
  it('source goods → one node per reason → its target goods with reward and rate', () => {
    const map = transferMindMap(detail, { reward: (a) => `¥${a}`, rate: (p) => `${p}%` });
    const root = map.nodeData;
    expect(root.topic).toBe('移动花卡 29元');
    expect(root.tags).toEqual(['¥80.00']);
    expect(root.children?.map((r) => r.topic)).toEqual(['年龄不符', '地区不支持']);
    expect(root.children?.[0]?.children?.map((g) => [g.topic, g.tags])).toEqual([
      ['联通大王卡', ['¥60.00', '72.5%']],
      ['广电卡', ['¥60.00', '50%']],
    ]);
    const ids = [
      root,
      ...(root.children ?? []),
      ...(root.children ?? []).flatMap((r) => r.children ?? []),
    ].map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
