import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { CapturePlatform } from '@console/contract';
import type { Db, Executor } from '../../db/database';
import { captureShops } from './tables';

// A platform shop id belongs to a merchant only once the platform has proved it (decision 046):
// a token granted for that very shop id (the authorization page's code, Doudian's self-use
// token, a refresh), or a Gantanhao push signed with the shop's secret. Until then a record of
// it blocks nobody; when the proof arrives, the shop is bound to its merchant and any other
// record of the same id is released: kept, unauthorized, tokens dropped, saying that another
// account holds the shop (last error `held`).

type ShopColumns = Partial<typeof captureShops.$inferInsert>;

/** Stores what the platform proved on the shop (inside `tx`) and binds its shop id to it. */
export async function bindShopIn(tx: Executor, shopRowId: number, set: ShopColumns): Promise<void> {
  const [shop] = await tx
    .select({ platform: captureShops.platform, shopId: captureShops.shopId })
    .from(captureShops)
    .where(eq(captureShops.id, shopRowId))
    .for('update');
  if (!shop) return;
  await tx
    .update(captureShops)
    .set({
      boundAt: null,
      accessTokenEnc: null,
      refreshTokenEnc: null,
      tokenExpiresAt: null,
      authState: 'unauthorized',
      lastErrorKind: 'held',
      lastErrorCode: '',
      lastErrorText: '',
      lastErrorAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(captureShops.platform, shop.platform),
        eq(captureShops.shopId, shop.shopId),
        ne(captureShops.id, shopRowId),
      ),
    );
  await tx
    .update(captureShops)
    .set({ ...set, boundAt: sql`coalesce(${captureShops.boundAt}, now())` })
    .where(eq(captureShops.id, shopRowId));
}

/** The same in a transaction of its own. */
export const bindShop = (db: Db, shopRowId: number, set: ShopColumns) =>
  db.transaction((tx) => bindShopIn(tx, shopRowId, set));

/** Refuses (6031 through the caller) a shop id another merchant holds, proved by its platform. */
export async function boundElsewhere(
  db: Executor,
  merchantId: number,
  platform: CapturePlatform,
  shopId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: captureShops.id })
    .from(captureShops)
    .where(
      and(
        eq(captureShops.platform, platform),
        eq(captureShops.shopId, shopId),
        isNotNull(captureShops.boundAt),
        ne(captureShops.merchantId, merchantId),
      ),
    );
  return Boolean(row);
}
