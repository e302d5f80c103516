import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '@readme/openapi-parser';
import { ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openApiPath } from './openapi-operation';
import { OUTSIDE_ROUTES } from './outside-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fetchDocument = async () => {
  const res = await t.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  return res.json<{ paths: Record<string, Record<string, { operationId: string }>> }>();
};

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (@readme/openapi-parser)', async () => {
    const document = await fetchDocument();
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, JSON.stringify(result).slice(0, 2000)).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it('describes every endpoint of the table, at its path and method, and the routes outside it', async () => {
    const { paths } = await fetchDocument();
    const missing = Object.values(ENDPOINTS).filter(
      (e) => paths[openApiPath(e.path)]?.[e.method.toLowerCase()]?.operationId !== e.name,
    );
    expect(missing.map((e) => e.name)).toEqual([]);
    for (const [path, methods] of Object.entries(OUTSIDE_ROUTES)) {
      for (const method of Object.keys(methods)) {
        expect(paths[openApiPath(path)]?.[method], `${method} ${path}`).toBeDefined();
        // The route it describes is the app's own.
        expect(t.app.hasRoute({ url: `/api${path}`, method: method.toUpperCase() }), path).toBe(true);
      }
    }
  });
});

describe('the reference page', () => {
  it('reads the document in the request language, every call on it', async () => {
    for (const [lang, title] of [
      ['zh-CN', '控制台接口参考'],
      ['en-US', 'Console API reference'],
    ] as const) {
      const res = await t.inject({
        method: 'GET',
        url: '/api/reference',
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(`<html lang="${lang}">`);
      expect(res.body).toContain(title);
      for (const e of Object.values(ENDPOINTS)) expect(res.body).toContain(`id="${e.name}"`);
    }
  });
});
