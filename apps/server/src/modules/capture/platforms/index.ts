import type { CapturePlatform } from '@console/contract';
import { createDoudianClient, startDoudianFake } from './doudian';
import type { FakePlatform } from './fake';
import { checkGantanhaoCredentials, startGantanhaoFake } from './gantanhao';
import { createKuaishouClient, startKuaishouFake } from './kuaishou';
import { createPddClient, startPddFake } from './pdd';
import { type ClientOptions, PlatformError, type PlatformClient } from './platform';

/** What the engine needs of one platform: its client, its fake, and whether it lists products. */
export interface PlatformAdapter {
  createClient(options: ClientOptions): PlatformClient;
  /** The platform's fake on a free loopback port (tests, the demo); `pushTo`: where it pushes, if it does. */
  startFake(options?: { pushTo?: string }): Promise<FakePlatform>;
  /** False when the platform has no product call (Gantanhao): products come from the orders seen. */
  hasProductCall: boolean;
}

/**
 * The registry of platform → client factory and fake starter. A platform missing here (its client
 * not written yet) answers every call as unavailable.
 */
export const PLATFORM_ADAPTERS: Partial<Record<CapturePlatform, PlatformAdapter>> = {
  doudian: { createClient: createDoudianClient, startFake: (o) => startDoudianFake(o), hasProductCall: true },
  pdd: { createClient: createPddClient, startFake: () => startPddFake(), hasProductCall: true },
  kuaishou: {
    createClient: createKuaishouClient,
    startFake: () => startKuaishouFake(),
    hasProductCall: true,
  },
  gantanhao: {
    createClient: () => gantanhaoClient,
    startFake: (o) => startGantanhaoFake({ pushTo: o?.pushTo ?? '' }),
    hasProductCall: false,
  },
};

/**
 * Gantanhao only pushes (platforms/gantanhao/push.ts): nothing to pull, no token, no product call.
 * "Test connection" proves only that the stored credentials are complete.
 */
const gantanhaoClient: PlatformClient = {
  platform: 'gantanhao',
  authorize: () => Promise.reject(new PlatformError('refused', 'Gantanhao issues no tokens')),
  testConnection: (shop) => Promise.resolve(checkGantanhaoCredentials(shop)),
  listProducts: () => Promise.resolve([]),
  pullOrders: () => Promise.resolve(),
};
