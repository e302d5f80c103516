import { and, count, eq, inArray } from 'drizzle-orm';
import type { DemoSeed } from '../../../demo/seed-context';
import { goods } from '../../goods/tables';
import { transferConfigs, transferEntries, transferNotices, transferSwitches } from '../tables';
import { DEMO_OPEN_TRANSFERS, DEMO_TRANSFER_NOTICES, DEMO_TRANSFERS } from './configurations';

/**
 * The transfer configurations of each demo partner's catalogue (after the goods), the demo
 * merchants' switches and partner 52's notices. A partner that has configurations is left as it is.
 */
export async function seedDemoTransfers({ db, merchants }: DemoSeed): Promise<void> {
  for (const partnerId of new Set(merchants.map((m) => m.partnerId))) {
    await db.transaction(async (tx) => {
      const [has] = await tx
        .select({ n: count() })
        .from(transferConfigs)
        .where(eq(transferConfigs.partnerId, partnerId));
      if ((has?.n ?? 0) > 0) return;
      const names = DEMO_TRANSFERS.flatMap((c) => [c.source, ...c.entries.map((e) => e.target)]);
      const rows = await tx
        .select({ id: goods.id, name: goods.name })
        .from(goods)
        .where(and(eq(goods.partnerId, partnerId), inArray(goods.name, names)));
      const idByName = new Map(rows.map((r) => [r.name, r.id]));
      const goodsId = (name: string) => {
        const id = idByName.get(name);
        if (id === undefined)
          throw new Error(`demo goods "${name}" is not in partner ${partnerId}'s catalogue`);
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
      for (const m of merchants.filter((dm) => dm.partnerId === partnerId)) {
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
