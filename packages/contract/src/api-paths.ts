import { accountEndpoints } from './account/endpoints';
import { agentsEndpoints } from './agents/endpoints';
import { areaEndpoints } from './area/endpoints';
import { auditEndpoints } from './audit/endpoints';
import { authEndpoints } from './auth/endpoints';
import { captureEndpoints } from './capture/endpoints';
import { complaintEndpoints } from './complaints/endpoints';
import { dashboardEndpoints } from './dashboard/endpoints';
import type { Endpoint } from './endpoint';
import { galleryEndpoints } from './gallery/endpoints';
import { goodsEndpoints } from './goods/endpoints';
import { healthEndpoints } from './health/endpoints';
import { liveEndpoints } from './live/endpoints';
import { moneyEndpoints } from './money/endpoints';
import { navigationEndpoints } from './navigation/endpoints';
import { noticeEndpoints } from './notices/endpoints';
import { orderEndpoints } from './orders/endpoints';
import { referenceEndpoints } from './reference/endpoints';
import { securityEndpoints } from './security/endpoints';
import { statisticsEndpoints } from './statistics/endpoints';
import { storeEndpoints } from './store/endpoints';
import { taskEndpoints } from './tasks/endpoints';
import { teamEndpoints } from './team/endpoints';
import { topupEndpoints } from './topup/endpoints';
import { transferEndpoints } from './transfer/endpoints';

/**
 * Every call of the console, under the `/api` prefix: the domains' endpoint tables, one line a
 * domain. The server registers each, the API suite sweeps each.
 */
export const ENDPOINTS = {
  ...healthEndpoints,
  ...authEndpoints,
  ...navigationEndpoints,
  ...noticeEndpoints,
  ...taskEndpoints,
  ...dashboardEndpoints,
  ...galleryEndpoints,
  ...accountEndpoints,
  ...moneyEndpoints,
  ...goodsEndpoints,
  ...areaEndpoints,
  ...transferEndpoints,
  ...orderEndpoints,
  ...complaintEndpoints,
  ...storeEndpoints,
  ...agentsEndpoints,
  ...captureEndpoints,
  ...liveEndpoints,
  ...topupEndpoints,
  ...statisticsEndpoints,
  ...teamEndpoints,
  ...securityEndpoints,
  ...auditEndpoints,
  ...referenceEndpoints,
} satisfies Record<string, Endpoint>;
export type EndpointName = keyof typeof ENDPOINTS;

/** A path without its parameters: `/download/file/:id` → `/download/file`. */
type BasePath<P extends string> = P extends `${infer Base}/:${string}` ? Base : P;
const basePath = (path: string) => path.replace(/\/:.*$/, '');

/** Each call's path by name, without path parameters (tests and links add them). */
export const ApiPath = Object.fromEntries(
  Object.entries(ENDPOINTS).map(([name, endpoint]) => [name, basePath(endpoint.path)]),
) as { readonly [K in EndpointName]: BasePath<(typeof ENDPOINTS)[K]['path']> };
export type ApiPathName = EndpointName;
