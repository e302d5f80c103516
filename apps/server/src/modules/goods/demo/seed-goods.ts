import { count, eq } from 'drizzle-orm';
import { CARRIERS } from '@console/contract';
import { simLogoPng } from '../../../demo/images';
import type { DemoSeed } from '../../../demo/seed-context';
import { fileUrl } from '../../../storage/storage';
import { goods } from '../tables';
import { CARRIER_COLORS, DEMO_GOODS } from './catalogue';

/** Operator ids of the migration's reference rows, in carrier order. */
const operatorIdOf = (carrier: (typeof CARRIERS)[number]) => CARRIERS.indexOf(carrier) + 1;

/** The demo catalogue of each partner of the demo merchants. A partner that has goods is left as it is. */
export async function seedDemoGoods({ db, storage, merchants }: DemoSeed): Promise<void> {
  for (const carrier of CARRIERS) {
    await storage.put(`demo/goods-${carrier}.png`, await simLogoPng(CARRIER_COLORS[carrier]));
  }
  for (const partnerId of new Set(merchants.map((m) => m.partnerId))) {
    await db.transaction(async (tx) => {
      const [has] = await tx.select({ n: count() }).from(goods).where(eq(goods.partnerId, partnerId));
      if ((has?.n ?? 0) > 0) return;
      // Inserted last to first: the list (newest first) then shows the catalogue in its order.
      await tx.insert(goods).values(
        [...DEMO_GOODS].reverse().map((g) => ({
          partnerId,
          operatorId: operatorIdOf(g.carrier),
          name: g.name,
          description: g.desc,
          coverUrl: fileUrl(`demo/goods-${g.carrier}.png`),
          monthlyFee: g.fee,
          dataGb: g.dataGb,
          callMinutes: g.minutes,
          ageMin: g.age[0],
          ageMax: g.age[1],
          reward: g.reward,
          settlementRule: g.firstRecharge ? ('first_recharge' as const) : ('activation' as const),
          settlementMinRecharge: g.firstRecharge ?? null,
          nationwide: !g.areas,
          coverageCodes: g.areas ?? [],
          onSale: !g.offSale,
        })),
      );
    });
  }
}
