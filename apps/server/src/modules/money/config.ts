import { z } from 'zod';
import { toCents } from '../../lib/money';
import { devFlag, positiveInt } from '../../plugins/config-fields';
import type { BaseConfig } from '../../plugins/config';

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const amount = (example: string) =>
  z.string().regex(AMOUNT, { error: `must be an amount such as ${example}` });
/** Compared only when both are amounts (a wrong one is named by its own check). */
const inOrder = (min: string, max: string) =>
  !AMOUNT.test(min) || !AMOUNT.test(max) || toCents(min) <= toCents(max);

/** The money domain's settings (README, Configuration). */
export const moneyConfig = (base: BaseConfig) =>
  z
    .object({
      /** Withdrawal limits per request, in yuan with at most two places. */
      WITHDRAW_MIN_AMOUNT: amount('10 or 10.50').default('10.00'),
      WITHDRAW_MAX_AMOUNT: amount('50000 or 50000.00').default('50000.00'),
      /**
       * The demo partner that decides withdrawals (see the contract's money/constants.ts). On by
       * default in development (the embedded default), off in production and in tests.
       */
      WITHDRAW_SIMULATOR: devFlag(base.NODE_ENV),
      /** How long the simulator waits before each step (pending → decided → paid). */
      WITHDRAW_SIMULATOR_DELAY_MS: positiveInt(3000),
    })
    .refine((c) => inOrder(c.WITHDRAW_MIN_AMOUNT, c.WITHDRAW_MAX_AMOUNT), {
      path: ['WITHDRAW_MIN_AMOUNT'],
      error: 'must not exceed WITHDRAW_MAX_AMOUNT',
    });

declare module '../../plugins/config' {
  interface ModuleConfig extends z.output<ReturnType<typeof moneyConfig>> {}
}
