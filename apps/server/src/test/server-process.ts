import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { Envelope, PayloadIn, ResultOf } from '@console/contract';
import type { TestEndpoint } from './test-app';

// For the tests that run the server as a process of its own (the crash tests): wait for it,
// call it, see it gone.

/**
 * A TCP port nobody listens on now, picked by the system. (A random number in 20000–40000 could
 * fall on a port of an outgoing connection: Linux hands those out from 32768 up; a CI run lost
 * the multi-process test to EADDRINUSE so.)
 */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves once `/api/health` answers, or throws after `timeoutMs`. */
export async function untilHealthy(base: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * A JSON call of the contract's table to the process, signed in with `token` when one is given:
 * the payload and the answer's `data` typed by the endpoint, as `TestApp.call` types them.
 */
export async function callServer<E extends TestEndpoint>(
  base: string,
  endpoint: E,
  payload: PayloadIn<E> extends undefined ? Record<string, never> | undefined : PayloadIn<E>,
  token?: string,
): Promise<Envelope<ResultOf<E>>> {
  const res = await fetch(`${base}/api${endpoint.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(payload ?? {}),
  });
  return (await res.json()) as Envelope<ResultOf<E>>;
}
