import { z } from 'zod';
import { devFlag } from '../../plugins/config-fields';
import type { BaseConfig } from '../../plugins/config';

/** The complaints domain's settings (README, Configuration). */
export const complaintConfig = (base: BaseConfig) =>
  z.object({
    /**
     * The demo partner forwarding complaints about demo orders now and then (simulator.ts). On by
     * default in development, off in production and in tests.
     */
    COMPLAINT_SIMULATOR: devFlag(base.NODE_ENV),
  });

declare module '../../plugins/config' {
  interface ModuleConfig extends z.output<ReturnType<typeof complaintConfig>> {}
}
