import { AGENT_CHILD_MERCHANT } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { makeMerchant, type Merchant, type MerchantOverrides } from '../../test/factories';

/** An agent of partner `partnerId` (a new partner by default). */
export const makeAgent = (ctx: AppContext, overrides: MerchantOverrides = {}) =>
  makeMerchant(ctx, { childMerchant: AGENT_CHILD_MERCHANT, ...overrides });

/** A merchant registered with `parent`'s invite: same partner; an agent itself when asked. */
export const makeSub = (ctx: AppContext, parent: Merchant, overrides: MerchantOverrides = {}) =>
  makeMerchant(ctx, { partnerId: parent.partnerId, parentId: parent.id, ...overrides });

/**
 * A chain of `levels` merchants under one top agent, the seller last: [top, …, seller]. Every
 * level but the seller is an agent.
 */
export async function makeChain(ctx: AppContext, levels: number, partnerId?: number): Promise<Merchant[]> {
  const top = await makeAgent(ctx, partnerId ? { partnerId } : {});
  const chain = [top];
  for (let i = 1; i < levels; i += 1) {
    const agent = i < levels - 1 ? { childMerchant: AGENT_CHILD_MERCHANT } : {};
    chain.push(await makeSub(ctx, chain[i - 1]!, agent));
  }
  return chain;
}
