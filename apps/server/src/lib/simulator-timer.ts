// The timer of the demo partner's simulators (withdrawals, orders, complaints): one tick at a time,
// and a stop that waits for the running tick (a tick cut off mid-transaction would leave the
// embedded database closing under it).

/** What a simulator writes to: the server's logger. */
export interface SimulatorLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The period of a simulator that acts `delayMs` after something happened: twice per delay, between
 * 0.2 and 1 s (fast enough to keep to the delay, slow enough to stay idle on a quiet database).
 */
export const simulatorPeriod = (delayMs: number) => Math.max(200, Math.min(1000, Math.floor(delayMs / 2)));

/**
 * Runs `tick` every `periodMs`, skipping a beat while the last one still runs. The returned
 * function stops the timer and waits for a running tick.
 */
export function startSimulator(
  name: string,
  periodMs: number,
  tick: () => Promise<unknown>,
  log: SimulatorLog,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = tick()
      .catch((err: unknown) => log.error({ err }, `${name} failed`))
      .finally(() => (busy = false));
  }, periodMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
