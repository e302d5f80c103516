import type { RejectReasonCode } from '@console/contract';

// The words of the demo orders: rejection reasons (with their weights) and the partner's texts,
// express companies, carrier codes of upstream numbers, merchants' remarks.

export const REJECT_REASONS: readonly (readonly [RejectReasonCode, number])[] = [
  ['age_mismatch', 22],
  ['area_unsupported', 16],
  ['multi_card', 20],
  ['review_failed', 18],
  ['blacklisted', 5],
  ['out_of_stock', 6],
  ['other', 13],
];
/** What the partner writes with each reason. */
export const REJECT_TEXTS: Record<RejectReasonCode, readonly string[]> = {
  age_mismatch: ['年龄不符合办理要求', '客户年龄超出套餐限制'],
  area_unsupported: ['收货地址不在套餐办理范围', '该地区暂不支持办理'],
  multi_card: ['一证多卡超限，名下号卡已达上限', '身份证名下已有 5 张号卡'],
  review_failed: ['资料审核未通过', '身份证照片不清晰，审核失败'],
  blacklisted: ['客户在运营商黑名单中'],
  out_of_stock: ['号码资源不足，暂无法办理'],
  other: ['客户信息有误，请核实后重新提交', '运营商系统维护，订单驳回'],
};
export const EXPRESS = [
  ['顺丰速运', 'SF', 12],
  ['京东物流', 'JDX', 12],
  ['中国邮政 EMS', '98', 11],
  ['中通快递', '78', 12],
  ['圆通速递', 'YT', 13],
  ['韵达快递', '43', 13],
] as const;
export const CARRIER_CODES = ['YD', 'LT', 'DX', 'GD'];
export const DEMO_REMARKS = [
  '客户要求周末送货',
  '已电话回访，客户确认收货',
  '客户未接电话，稍后再联系',
  '老客户推荐',
  '直播间下单，需核实地址',
  '客户想要尾号带 8 的号码',
  '加急处理',
  '客户询问首充优惠',
  '地址已与客户核对',
  '同一客户第二张卡',
];
