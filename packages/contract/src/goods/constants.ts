// Zod-free constants of the goods, so that the web can import them without pulling the schemas of
// `./index.ts` into its bundle.

/** The four carriers whose plans the partners supply (one operator each, see `area`). */
export const CARRIERS = ['mobile', 'unicom', 'telecom', 'broadcast'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** On-sale status of a goods: 1 on sale, 0 withdrawn by the partner. */
export const GoodsStatus = { onSale: 1, offSale: 0 } as const;
export type GoodsStatusValue = (typeof GoodsStatus)[keyof typeof GoodsStatus];

/**
 * When an order of the goods earns its commission: on activation of the card, or on a first
 * recharge of at least `settlement_min_recharge` yuan.
 */
export const SettlementRule = { activation: 'activation', firstRecharge: 'first_recharge' } as const;
export type SettlementRuleValue = (typeof SettlementRule)[keyof typeof SettlementRule];
export const SETTLEMENT_RULES = [SettlementRule.activation, SettlementRule.firstRecharge] as const;
