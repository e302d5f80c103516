import { eq } from 'drizzle-orm';
import { TOPUP_FAKE_FAIL_REASON, TOPUP_FAKE_FAIL_SUFFIX } from '@console/contract';
import type { DemoSeed } from '../../demo/seed-context';
import { fromCents } from '../../lib/money';
import { chargeTopup, lockBalance, refundTopups } from '../money';
import { prng } from '../orders';
import { batchContentHash } from './batch-content';
import { topupDiscountsOf } from './config';
import { checkLines, type LineInput, priceCents, ratesOf, type Rates } from './lines';
import { sealPhone } from './phones';
import { newBatchNo } from './submit';
import { topupBatches, topupItems } from './tables';

const DAY = 24 * 3_600_000;
const PREFIXES = ['138', '139', '186', '189', '133', '150', '176', '192', '181', '135'];
const FACES = ['10', '20', '30', '50', '100'];

/** A settled batch of `size` numbers made `daysAgo` days back; numbers ending in 44 failed and were refunded. */
async function demoBatch(
  seed: DemoSeed,
  merchantId: number,
  rates: Rates,
  n: number,
  size: number,
  daysAgo: number,
) {
  const r = prng(merchantId * 31 + n);
  const inputs: LineInput[] = Array.from({ length: size }, (_, i) => {
    const tail = i % 7 === 3 ? TOPUP_FAKE_FAIL_SUFFIX : String(r.between(10, 99)).replace('44', '45');
    return {
      lineNo: i + 1,
      phone: `${r.pick(PREFIXES)}${String(r.int(1_000_000)).padStart(6, '0')}${tail}`,
      amount: r.pick(FACES),
    };
  });
  const lines = checkLines(inputs, rates).filter((l) => !l.error);
  const at = new Date(Date.now() - daysAgo * DAY);
  const settledAt = new Date(at.getTime() + 90_000);
  await seed.db.transaction(async (tx) => {
    const price = lines.reduce((s, l) => s + priceCents(l.face!, rates[l.carrier!]), 0);
    // A demo merchant whose balance is short gets no batch rather than a refusal of the seed.
    if ((await lockBalance(tx, merchantId)) < price) return;
    const [batch] = await tx
      .insert(topupBatches)
      .values({
        merchantId,
        batchNo: newBatchNo(seed.timeZone, at),
        idempotencyKey: `demo-${merchantId}-${n}`,
        contentHash: batchContentHash(
          seed.dataKey,
          lines.map((l) => ({ phone: l.phone, face: l.face! })),
          null,
        ),
        status: 'finished',
        itemCount: lines.length,
        faceTotal: fromCents(lines.reduce((s, l) => s + l.face! * 100, 0)),
        priceTotal: fromCents(price),
        createdAt: at,
        finishedAt: settledAt,
      })
      .returning();
    if (!batch) return;
    await chargeTopup(tx, { merchantId, batchNo: batch.batchNo, priceCents: price, at });
    const items = lines.map((l) => {
      const failed = l.phone.endsWith(TOPUP_FAKE_FAIL_SUFFIX);
      return {
        batchId: batch.id,
        merchantId,
        lineNo: l.lineNo,
        ...sealPhone(seed.dataKey, l.phone),
        carrier: l.carrier!,
        face: l.face!,
        price: fromCents(l.priceCents!),
        status: failed ? ('failed' as const) : ('succeeded' as const),
        reason: failed ? TOPUP_FAKE_FAIL_REASON : '',
        providerRef: `FPDEMO${batch.id}${l.lineNo}`,
        attempts: 1,
        sentAt: new Date(at.getTime() + 5_000),
        settledAt,
        createdAt: at,
      };
    });
    await tx.insert(topupItems).values(items);
    await refundTopups(
      tx,
      merchantId,
      items
        .filter((i) => i.status === 'failed')
        .map((i) => ({
          reference: `${batch.batchNo}/${i.lineNo}`,
          cents: Number(i.price.replace('.', '')),
          at: settledAt,
        })),
    );
  });
}

/**
 * The top-up screen of each demo merchant with the huafei flag: three settled batches of the last
 * two weeks, a few numbers failed and refunded in each (the fake provider's rule: a number ending
 * in 44). The money comes from the balance the money step gave them.
 */
export async function seedDemoTopup(seed: DemoSeed): Promise<void> {
  for (const owner of seed.created) {
    if (!owner.flags.huafei) continue;
    const [exists] = await seed.db
      .select({ id: topupBatches.id })
      .from(topupBatches)
      .where(eq(topupBatches.merchantId, owner.id))
      .limit(1);
    if (exists) continue;
    // The merchant's own rates, as /topup/discounts quotes them (partner 62 pays less).
    const rates = ratesOf({ TOPUP_DISCOUNTS: topupDiscountsOf() }, owner.partnerId);
    await demoBatch(seed, owner.id, rates, 1, 24, 12);
    await demoBatch(seed, owner.id, rates, 2, 15, 5);
    await demoBatch(seed, owner.id, rates, 3, 8, 1);
  }
}
