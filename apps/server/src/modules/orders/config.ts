import { z } from 'zod';
import { devFlag, positiveInt } from '../../plugins/config-fields';
import type { BaseConfig } from '../../plugins/config';

/** The orders domain's settings (README, Configuration). */
export const orderConfig = (base: BaseConfig) =>
  z.object({
    /**
     * The demo partner's fulfilment (see the contract's orders/constants.ts): moves recent open
     * orders one step at a time. On by default in development, off in production and in tests.
     */
    ORDER_SIMULATOR: devFlag(base.NODE_ENV),
    /** How long an order rests in a status before the simulator moves it on. */
    ORDER_SIMULATOR_DELAY_MS: positiveInt(5000),
  });

declare module '../../plugins/config' {
  interface ModuleConfig extends z.output<ReturnType<typeof orderConfig>> {}
}
