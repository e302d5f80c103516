import { eq } from 'drizzle-orm';
import type { DemoSeed } from '../../demo/seed-context';
import { fromCents, toCents } from '../../lib/money';
import { goods } from '../goods/tables';
import { commissionRates } from './tables';

/** An agent keeps about a fifth: what it lets its sub-merchants earn, in whole yuan. */
const passDown = (cents: number) => Math.floor((cents * 0.8) / 100) * 100;

/**
 * The demo agents' price configuration, before the demo orders are made (so that their splits
 * follow it): the agent 10002 lets its sub-merchants earn about four fifths of each goods' reward
 * and 10005 a little more on the first goods; 10004, its sub-merchant and itself an agent, passes
 * four fifths of that down to 10006. A three-level chain whose every level earns something.
 */
export async function seedDemoRates(seed: DemoSeed): Promise<void> {
  const created = new Set(seed.created.map((m) => m.id));
  const agents = seed.merchants.filter((m) => m.childMerchant === 2 && created.has(m.id));
  for (const agent of agents) {
    const catalogue = await seed.db
      .select({ id: goods.id, reward: goods.reward })
      .from(goods)
      .where(eq(goods.partnerId, agent.partnerId))
      .orderBy(goods.id);
    // Each level's own: the reward at the top, four fifths of the level above's below it.
    let depth = 0;
    for (let up = agent.parentId; up; up = seed.merchants.find((m) => m.id === up)?.parentId) depth += 1;
    const rows = catalogue.flatMap((g, i) => {
      let own = toCents(g.reward);
      for (let d = 0; d < depth; d += 1) own = passDown(own);
      const base = { agentId: agent.id, goodsId: g.id };
      const list = [{ ...base, subMerchantId: 0, commission: fromCents(passDown(own)) }];
      if (agent.id === 10002 && i === 0)
        list.push({
          ...base,
          subMerchantId: 10005,
          commission: fromCents(passDown(own) + 200 > own ? own : passDown(own) + 200),
        });
      return list;
    });
    if (rows.length) await seed.db.insert(commissionRates).values(rows).onConflictDoNothing();
  }
}
