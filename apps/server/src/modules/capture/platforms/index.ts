import type { CapturePlatform } from '@console/contract';
import type { FakePlatform } from './fake';
import type { ClientOptions, PlatformClient } from './platform';

/** What the engine needs of one platform: its client, its fake, and whether it lists products. */
export interface PlatformAdapter {
  createClient(options: ClientOptions): PlatformClient;
  /** The platform's fake on a free loopback port (tests, the demo). */
  startFake(): Promise<FakePlatform>;
  /** False when the platform has no product call (Gantanhao): products come from the orders seen. */
  hasProductCall: boolean;
}

/**
 * The registry of platform → client factory and fake starter. A platform missing here (its client
 * not written yet) answers every call as unavailable.
 */
export const PLATFORM_ADAPTERS: Partial<Record<CapturePlatform, PlatformAdapter>> = {};
