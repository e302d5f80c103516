import type { Db } from '../db/database';
import type { Storage } from '../storage/storage';
import type { DemoMerchant } from './cast';

/** What each module's demo step gets (see demo/seed.ts). */
export interface DemoSeed {
  db: Db;
  storage: Storage;
  /** The address of links in the demo data (invite QR codes). */
  publicUrl: string;
  /** The key personal data is sealed with. */
  dataKey: Buffer;
  /** The merchants' time zone (order numbers, day boundaries). */
  timeZone: string;
  /** Every demo merchant of the README. */
  merchants: readonly DemoMerchant[];
  /**
   * The demo merchants this run created (the accounts step fills it): a merchant's own data
   * (notices, money, store images) is written for these only, so an existing one is left as it is.
   */
  created: DemoMerchant[];
}
