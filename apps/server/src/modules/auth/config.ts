import { z } from 'zod';
import { SMS_RESEND_SECONDS } from '@console/contract';
import { positiveInt } from '../../plugins/config-fields';

/** The accounts domain's settings (README, Configuration). */
export const authConfig = () =>
  z.object({
    /** Seconds before a mobile may have another SMS code (the spec's 60; the browser suite waits less). */
    SMS_RESEND_SECONDS: positiveInt(SMS_RESEND_SECONDS),
  });

declare module '../../plugins/config' {
  interface ModuleConfig extends z.output<ReturnType<typeof authConfig>> {}
}
