import { and, eq } from 'drizzle-orm';
import { CAPTURE_PLATFORM_ROUTES, type CapturePlatform, type RouteName } from '@console/contract';
import type { AppContext } from '../../lib/context';
import { captureShops } from './tables';

// Which platform's section of order capture a call is for (`routeOf` of the endpoint machinery):
// a section hidden for the merchant (e.g. Kuaishou for one of them) refuses its calls, not only
// its menu entry.

/** The section of the platform a payload names. */
export const platformRoute = (platform: CapturePlatform): RouteName => CAPTURE_PLATFORM_ROUTES[platform];

/** The section of the platform of the merchant's shop; null for a shop that is not its own. */
export async function shopRoute(
  ctx: AppContext,
  merchantId: number,
  shopRowId: number,
): Promise<RouteName | null> {
  const [shop] = await ctx.db
    .select({ platform: captureShops.platform })
    .from(captureShops)
    .where(and(eq(captureShops.id, shopRowId), eq(captureShops.merchantId, merchantId)));
  return shop ? platformRoute(shop.platform as CapturePlatform) : null;
}
