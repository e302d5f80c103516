import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '@readme/openapi-parser';
import { ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openApiPath } from './openapi-operation';
import { codesOf } from './openapi-codes';
import { REFERENCE_PAGE_POLICY } from './routes';

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content: Record<string, unknown> }>;
  'x-codes': number[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fetchDocument = async () => {
  const res = await t.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  return res.json<{ paths: Record<string, Record<string, Operation>> }>();
};

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (@readme/openapi-parser)', async () => {
    const document = await fetchDocument();
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, JSON.stringify(result).slice(0, 2000)).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it('describes every endpoint of the table, at its path and method, with the codes it may answer', async () => {
    const { paths } = await fetchDocument();
    const missing = Object.values(ENDPOINTS).filter(
      (e) => paths[openApiPath(e.path)]?.[e.method.toLowerCase()]?.operationId !== e.name,
    );
    expect(missing.map((e) => e.name)).toEqual([]);
    for (const e of Object.values(ENDPOINTS)) {
      expect(paths[openApiPath(e.path)]![e.method.toLowerCase()]!['x-codes'], e.name).toEqual(codesOf(e));
    }
    // Nothing else: every path of the document is a call of the table.
    expect(Object.values(paths).flatMap((methods) => Object.keys(methods))).toHaveLength(
      Object.keys(ENDPOINTS).length,
    );
  });

  it('describes the platforms’ calls and the stream in their own formats', async () => {
    const { paths } = await fetchDocument();
    const op = (path: string, method = 'post') => paths[path]![method]!;
    const headers = (o: Operation) =>
      (o.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    const answered = (o: Operation) => Object.keys(o.responses['200']!.content);

    const notify = op('/topup/notify');
    expect(Object.keys(notify.requestBody!.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(answered(notify)).toContain('text/plain');
    const doudian = op('/capture/push/doudian');
    expect(headers(doudian)).toEqual(['app-id', 'event-sign']);
    expect(Object.keys(doudian.requestBody!.content)).toEqual(['application/json']);
    expect(headers(op('/capture/push/gantanhao'))).toEqual(['x-gth-timestamp', 'x-gth-signature']);
    expect(answered(op('/events', 'get'))).toContain('text/event-stream');
    for (const o of [notify, doudian, op('/capture/push/gantanhao')]) {
      expect(o['x-codes']).toEqual(expect.arrayContaining([4010, 4011, 4012]));
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
      // Its own policy, not an API answer's: its inline style applies, nothing else loads.
      expect(res.headers['content-security-policy']).toBe(REFERENCE_PAGE_POLICY);
      expect(res.body).toMatch(/<style>[^<]+<\/style>/);
      expect(res.body).not.toMatch(/<script|<img|<link/);
      expect(res.body).toContain(`<html lang="${lang}">`);
      expect(res.body).toContain(title);
      for (const e of Object.values(ENDPOINTS)) expect(res.body).toContain(`id="${e.name}"`);
    }
  });
});
