import { and, eq } from 'drizzle-orm';
import type { OrderPersonalData } from '@console/contract';
import { orders } from './tables';
import { personalDataReveals } from '../../db/tables';
import { notFound } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import { checkRevealBudget } from '../../lib/reveal-budget';
import { fullAddress, openCustomer } from '../../lib/personal-data';

/**
 * `/apply/decrypt`: one of the caller's own orders with its personal data in full (an agent's
 * sub-merchants' orders stay masked: not found). Every reveal is recorded in
 * `personal_data_reveals` (who, when, from where, which order), and those records are also the
 * rate limit: at most DECRYPT_PER_MINUTE reveals per account in the last minute. Counted in the
 * database rather than in the process (`@fastify/rate-limit` keeps its counters in memory, per
 * process), so the limit holds however many server processes run, and a reveal that was not
 * recorded cannot have happened.
 */
export async function orderDecrypt(
  ctx: AppContext,
  merchantId: number,
  id: number,
  client: { ip: string; userAgent: string },
): Promise<OrderPersonalData> {
  return ctx.db.transaction(async (tx) => {
    await checkRevealBudget(ctx.database, tx, merchantId, 'order');
    const [order] = await tx
      .select({
        nameEnc: orders.nameEnc,
        phoneEnc: orders.phoneEnc,
        idNoEnc: orders.idNoEnc,
        addressEnc: orders.addressEnc,
        province: orders.province,
        city: orders.city,
        district: orders.district,
      })
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.merchantId, merchantId)));
    if (!order) throw notFound();
    await tx.insert(personalDataReveals).values({
      merchantId,
      kind: 'order',
      orderId: id,
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent.slice(0, 300),
    });
    const customer = openCustomer(ctx.secrets.dataKey, order);
    return {
      customer_name: customer.name,
      phone: customer.phone,
      id_number: customer.idNumber,
      address: fullAddress(customer),
    };
  });
}
