// Preloaded by shutdown.test.ts into a server process: once SIGTERM has reached main.ts's handler
// (this listener comes first and defers the spin by one turn), the main thread spins for a minute
// and fires no timer meanwhile, the way a server stuck in its embedded database did.
process.on('SIGTERM', () => {
  setImmediate(() => {
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      // stuck
    }
  });
});

export {};
