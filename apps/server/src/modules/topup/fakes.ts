import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../lib/context';
import type { SimulatorLog } from '../../lib/simulator-timer';
import { NOTIFY_PATH, providerCredentials, topupProvider, useFakeProvider } from './provider-of';
import type { TopupFake } from './providers/provider';

/** Where the fake's address is written (the browser tests switch its mode through `/__fake/mode`). */
export const TOPUP_FAKE_FILE = 'topup-fake.json';

/**
 * TOPUP_FAKE: the configured provider's fake on loopback in this process, calling back to
 * PUBLIC_URL after TOPUP_FAKE_CALLBACK_MS; the client is pointed at it once it listens.
 */
export function startTopupFakeProvider(ctx: AppContext, log: SimulatorLog): () => Promise<void> {
  const provider = topupProvider(ctx);
  const ready: Promise<TopupFake | null> = provider
    .startFake({
      credentials: providerCredentials(ctx),
      callbackUrl: `${ctx.config.PUBLIC_URL}/api${NOTIFY_PATH}`,
      callbackDelayMs: ctx.config.TOPUP_FAKE_CALLBACK_MS,
    })
    .then(
      async (fake) => {
        useFakeProvider(ctx, fake.url);
        await fs.writeFile(
          path.join(ctx.config.DATA_DIR, TOPUP_FAKE_FILE),
          JSON.stringify({ url: fake.url, provider: provider.name }),
        );
        log.info({ url: fake.url, provider: provider.name }, 'top-up fake provider started');
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
