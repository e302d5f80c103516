// A TCP proxy between the console's processes and PostgreSQL, for the fault benchmark (faults.ts):
// cutting it is what a database restart looks like from the processes (every connection reset,
// new ones refused), without stopping the machine's PostgreSQL that other work shares.
import net from 'node:net';

export interface FaultProxy {
  /** The port the processes connect to (127.0.0.1). */
  port: number;
  /** Connections open through the proxy now. */
  readonly open: number;
  /** Resets every open connection and refuses new ones until `restore()`. */
  cut(): void;
  /** Lets connections through again. */
  restore(): void;
  close(): Promise<void>;
}

/** Listens on a free port of 127.0.0.1 and relays each connection to `target`. */
export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let down = false;
  const server = net.createServer((client) => {
    // Refused as a stopped server refuses: the connection is reset at once.
    if (down) return void client.resetAndDestroy();
    const upstream = net.connect(target);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const cut = () => {
    down = true;
    for (const [client, upstream] of [...pairs]) {
      // A reset, not a polite close: what a killed server's host sends.
      if (!client.destroyed) client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  return {
    port: address.port,
    get open() {
      return pairs.size;
    },
    cut,
    restore() {
      down = false;
    },
    async close() {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
