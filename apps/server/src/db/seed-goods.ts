import { count, eq } from 'drizzle-orm';
import { CARRIERS } from '@console/contract';
import type { Db } from './database';
import { goods } from '../modules/goods/tables';
import {
  transferConfigs,
  transferEntries,
  transferNotices,
  transferSwitches,
} from '../modules/transfer/tables';
import type { Storage } from '../storage/storage';
import { fileUrl } from '../storage/storage';
import { simLogoPng } from './demo-images';
import {
  CARRIER_COLORS,
  DEMO_GOODS,
  DEMO_OPEN_TRANSFERS,
  DEMO_TRANSFER_NOTICES,
  DEMO_TRANSFERS,
} from './demo-goods';
import type { DemoMerchant } from './demo-data';

/** Operator ids of the migration's reference rows, in carrier order. */
const operatorIdOf = (carrier: (typeof CARRIERS)[number]) => CARRIERS.indexOf(carrier) + 1;

/**
 * The demo catalogue of each partner of the demo merchants, its transfer configurations, the
 * merchants' switches and partner 52's notices. A partner that has goods is left as it is.
 */
export async function seedGoods(db: Db, storage: Storage, demoMerchants: readonly DemoMerchant[]) {
  for (const carrier of CARRIERS) {
    await storage.put(`demo/goods-${carrier}.png`, await simLogoPng(CARRIER_COLORS[carrier]));
  }
  const partners = [...new Set(demoMerchants.map((m) => m.partnerId))];
  for (const partnerId of partners) {
    await db.transaction(async (tx) => {
      const [has] = await tx.select({ n: count() }).from(goods).where(eq(goods.partnerId, partnerId));
      if ((has?.n ?? 0) > 0) return;
      // Inserted last to first: the list (newest first) then shows the catalogue in its order.
      const catalogue = [...DEMO_GOODS].reverse();
      const rows = await tx
        .insert(goods)
        .values(
          catalogue.map((g) => ({
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
        )
        .returning({ id: goods.id, name: goods.name });
      // By name (unique in the catalogue), not by position: RETURNING promises no order.
      const idByName = new Map(rows.map((r) => [r.name, r.id]));
      const idOf = new Map(catalogue.map((g) => [g.key, idByName.get(g.name)]));
      const goodsId = (key: string) => {
        const id = idOf.get(key);
        if (id === undefined) throw new Error(`demo goods "${key}" is not in the catalogue`);
        return id;
      };

      const configOf = new Map<string, number>();
      for (const c of DEMO_TRANSFERS) {
        const [config] = await tx
          .insert(transferConfigs)
          .values({ partnerId, goodsId: goodsId(c.source), title: c.title, intro: c.intro })
          .returning({ id: transferConfigs.id });
        configOf.set(c.source, config!.id);
        await tx.insert(transferEntries).values(
          c.entries.map((e, sort) => ({
            configId: config!.id,
            reasonCode: e.reason,
            targetGoodsId: goodsId(e.target),
            successRate: e.rate,
            sort,
          })),
        );
      }
      for (const m of demoMerchants.filter((dm) => dm.partnerId === partnerId)) {
        const open = DEMO_OPEN_TRANSFERS[m.id] ?? [];
        if (open.length === 0) continue;
        await tx
          .insert(transferSwitches)
          .values(open.map((source) => ({ merchantId: m.id, configId: configOf.get(source)!, isOpen: true })))
          .onConflictDoNothing();
      }
      const announced = DEMO_TRANSFER_NOTICES[partnerId] ?? [];
      if (announced.length > 0) {
        await tx
          .insert(transferNotices)
          .values(announced.map((source) => ({ configId: configOf.get(source)! })));
      }
    });
  }
}
