import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../lib/context';
import type { SimulatorLog } from '../../lib/simulator-timer';
import { startTopupFake, type TopupFake } from './provider/fake';
import { providerSecret, useFakeProvider } from './provider-of';

/** Where the fake's address is written (the browser tests switch its mode through `/__fake/mode`). */
export const TOPUP_FAKE_FILE = 'topup-fake.json';

/**
 * TOPUP_FAKE: the provider's fake on loopback in this process, calling back to PUBLIC_URL after
 * TOPUP_FAKE_CALLBACK_MS; the client is pointed at it once it listens.
 */
export function startTopupFakeProvider(ctx: AppContext, log: SimulatorLog): () => Promise<void> {
  const ready: Promise<TopupFake | null> = startTopupFake({
    appId: ctx.config.TOPUP_APP_ID,
    secret: providerSecret(ctx),
    callbackDelayMs: ctx.config.TOPUP_FAKE_CALLBACK_MS,
  }).then(
    async (fake) => {
      useFakeProvider(ctx, fake.url);
      await fs.writeFile(path.join(ctx.config.DATA_DIR, TOPUP_FAKE_FILE), JSON.stringify({ url: fake.url }));
      log.info({ url: fake.url }, 'top-up fake provider started');
      return fake;
    },
    (err: unknown) => {
      log.error({ err }, 'top-up fake provider did not start');
      return null;
    },
  );
  return async () => {
    await (await ready)?.close();
  };
}
