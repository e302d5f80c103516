import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ENDPOINTS, type Endpoint } from '@console/contract';
import { createTestApp, type TestApp } from '../test/test-app';
import { AppError } from '../lib/app-error';
import { CoreError } from '../lib/errors';
import { type DefinedRoute, registerRoutes, schemaNamed } from './endpoint-routes';
import { answerSerialization, compileWriter, envelopeOf } from './answer-serializer';

// A handler whose query selects a field by mistake: in production (no result check) the field is
// dropped by the writer compiled from the contract (decision 059), through the real route machinery.
const declared = (endpoint: Endpoint, path: string): Endpoint => ({
  ...endpoint,
  path,
  payload: null,
  access: 'public',
  rateLimit: null,
});

const leaky: DefinedRoute[] = [
  {
    // HealthResult declares `db` only.
    endpoint: declared(ENDPOINTS.health, '/test/leaky-health'),
    handler: () => Promise.resolve({ db: 'ok', password_hash: '$argon2id$...' } as never),
  },
  {
    // LoginResult is a union: the branch is chosen with the extra field present, then it is dropped.
    endpoint: declared(ENDPOINTS.login, '/test/leaky-login'),
    handler: () => Promise.resolve({ token: 't0k', is_jd: false, merchant_secret: 'x' } as never),
  },
  {
    endpoint: declared(ENDPOINTS.health, '/test/refused'),
    handler: () => Promise.reject(new AppError(CoreError.invalid, {}, { field: 'mobile', hint: [1, 2] })),
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady: async (app) => {
        await app.register(async (api) => registerRoutes(api, app.ctx, leaky, { checkResults: false }), {
          prefix: '/api',
        });
      },
    },
  );
});
afterAll(() => t.close());

describe('an answer written from its contract schema', () => {
  it('drops a field the schema does not declare, at the top and in a union', async () => {
    const health = await t.inject({ method: 'GET', url: '/api/test/leaky-health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ code: Code.ok, msg: expect.any(String) as string, data: { db: 'ok' } });
    expect(health.body).not.toContain('argon2');

    const login = await t.post('/test/leaky-login', {});
    expect(login.data).toEqual({ token: 't0k', is_jd: false });
  });

  it('writes a refusal in its own shape, its data whole', async () => {
    const refused = await t.inject({ method: 'GET', url: '/api/test/refused' });
    expect(refused.json()).toEqual({
      code: Code.validation,
      msg: expect.any(String) as string,
      data: { field: 'mobile', hint: [1, 2] },
    });
  });

  it('sends its answer as bytes: the UTF-8 of the text, the length in bytes, in any language', async () => {
    for (const language of ['zh-CN', 'en-US']) {
      const health = await t.inject({
        method: 'GET',
        url: '/api/test/leaky-health',
        headers: { 'accept-language': language },
      });
      const text = JSON.stringify({
        code: Code.ok,
        msg: health.json<{ msg: string }>().msg,
        data: { db: 'ok' },
      });
      expect(health.rawPayload.equals(Buffer.from(text)), language).toBe(true);
      expect(health.headers['content-length']).toBe(String(Buffer.byteLength(text)));
      expect(health.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    // zh-CN's message is Chinese, three bytes a character: the length is not the text's.
    const zh = await t.inject({ method: 'GET', url: '/api/test/leaky-health' });
    expect(Number(zh.headers['content-length'])).toBeGreaterThan(zh.body.length);
    // What the route hands Fastify: bytes, which it sends as they are (decision 088).
    const { serializerCompiler } = answerSerialization(ENDPOINTS.health, schemaNamed('HealthResult'));
    const write = (serializerCompiler as () => (value: unknown) => unknown)();
    expect(Buffer.isBuffer(write({ code: Code.ok, msg: '成功', data: { db: 'ok' } }))).toBe(true);
  });

  it('keeps what the route table answers unchanged (the health check through its own route)', async () => {
    const health = await t.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ code: Code.ok, data: { db: 'ok' } });
  });

  it('compiles for every endpoint of the table (writers are compiled at first use, not at start)', () => {
    const answering = Object.values(ENDPOINTS).filter((endpoint) => !endpoint.file && endpoint.result);
    expect(answering.length).toBeGreaterThan(100);
    for (const endpoint of answering) {
      expect(() => compileWriter(envelopeOf(schemaNamed(endpoint.result!))), endpoint.name).not.toThrow();
    }
  });
});
