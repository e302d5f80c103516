import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createTestApp, type TestApp } from '../test/test-app';

// A handler that sends its reply itself (health, downloads, streams) is not answered a second
// time: awaiting the reply it returns gives undefined (a reply is a thenable), which the route
// wrapper once took for a result and sent again ("Reply was already sent" in a server's log).

const warnings: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = { write: (line: string) => void warnings.push(line) };
  t = await createTestApp({}, { logger: pino({ level: 'warn' }, stream) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

it('answers a handler that sent its own reply once, over HTTP, without a warning', async () => {
  const { port } = t.app.server.address() as AddressInfo;
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 1, msg: 'ok', data: { db: 'ok' } });
  }
  // Neither answered twice nor taken for a result the contract refuses (the test app checks results).
  expect(warnings.filter((line) => (JSON.parse(line) as { reqId?: string }).reqId)).toEqual([]);
});
