import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { ApiPath, Code, ENDPOINTS } from '@console/contract';
import { merchants, smsCodes } from '../modules/auth/tables';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '100000',
    LOGIN_RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_MAX: '100000',
  });
});
afterAll(() => t.close());

const rowCounts = async () => ({
  merchants: (await t.ctx.db.select({ n: count() }).from(merchants))[0]!.n,
  sms: (await t.ctx.db.select({ n: count() }).from(smsCodes))[0]!.n,
});

describe('validation names the field, in the request language, and writes nothing', () => {
  it.each([
    ['missing field', ApiPath.login, { password: 'x' }, 'account：请输入账户名或邮箱地址'],
    ['empty field', ApiPath.login, { account: '   ', password: 'x' }, 'account：请输入账户名或邮箱地址'],
    ['wrong type', ApiPath.login, { account: 13800000001, password: 'x' }, 'account：类型错误，应为 string'],
    [
      'wrong boolean',
      ApiPath.login,
      { account: 'a', password: 'x', remember: 'yes' },
      'remember：类型错误，应为 boolean',
    ],
    [
      'huge string',
      ApiPath.login,
      { account: 'a'.repeat(100_000), password: 'x' },
      'account：过长，最多 254',
    ],
    ['bad mobile', ApiPath.sendRegisterVerify, { mobile: "1' OR '1'='1" }, 'mobile：过长，最多 11'],
    [
      'bad mobile format',
      ApiPath.sendRegisterVerify,
      { mobile: '12345678901' },
      'mobile：请输入正确的手机号',
    ],
    ['bad scene', ApiPath.sendRegisterVerify, { mobile: '13800000001', scene: 'drop' }, 'scene：取值无效'],
    [
      'html in e-mail',
      ApiPath.register,
      {
        mobile: '13812345678',
        code: '123456',
        email: '<script>@x',
        password: 'Shop@2026x',
        confirm: 'Shop@2026x',
        store_name: 's',
      },
      'email：邮箱地址格式错误！',
    ],
    ['no body', ApiPath.register, undefined, '请求内容缺失'],
    ['array body', ApiPath.login, [], 'body：类型错误，应为 object'],
  ])('%s', async (_name, path, body, message) => {
    const before = await rowCounts();
    // Hostile bodies on purpose: untyped (t.post).
    const res = await t.post(path, body);
    expect(res.code).toBe(Code.validation);
    expect(res.msg).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers in the request language', async () => {
    const body = { mobile: '12345678901' };
    expect((await t.call(ENDPOINTS.sendRegisterVerify, body, { lang: 'en-US' })).msg).toBe(
      'mobile: Please enter a valid mobile number',
    );
    expect((await t.call(ENDPOINTS.sendRegisterVerify, body, { lang: 'zh-TW' })).msg).toBe(
      'mobile：請輸入正確的手機號碼',
    );
    expect((await t.call(ENDPOINTS.sendRegisterVerify, body, { lang: 'pt-BR,pt;q=0.9' })).msg).toBe(
      'mobile: Digite um número de celular válido',
    );
    expect((await t.call(ENDPOINTS.login, { account: 'x', password: 'y' }, { lang: 'en-GB' })).msg).toBe(
      'Wrong account or password',
    );
  });

  it('treats SQL and HTML meta characters as plain data', async () => {
    for (const account of [
      "' OR 1=1 --",
      '"; DROP TABLE merchants; --',
      '<img src=x onerror=alert(1)>',
      '%00',
      '\\u0000',
    ]) {
      const res = await t.call(ENDPOINTS.login, { account, password: "' OR ''='" }, { ip: '10.9.0.1' });
      expect([Code.loginFailed, Code.captchaRequired]).toContain(res.code);
    }
    expect((await rowCounts()).merchants).toBe(0);
  });

  it('refuses the NUL character anywhere in a body, which PostgreSQL cannot store', async () => {
    const res = await t.call(
      ENDPOINTS.login,
      { account: 'a\u0000b', password: 'x', captcha_key: '\u0000' },
      { lang: 'en-US' },
    );
    expect(res).toMatchObject({
      status: 400,
      code: Code.validation,
      msg: 'The content must not contain the NUL character (\\u0000)',
    });
  });

  it('refuses a wrong content type, broken JSON and an oversized body with the envelope', async () => {
    const form = await t.inject({
      method: 'POST',
      url: `/api${ApiPath.login}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'account=a&password=b',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({
      code: Code.unsupportedMediaType,
      msg: '不支持的内容类型，请以 JSON 提交',
    });
    const text = await t.inject({
      method: 'POST',
      url: `/api${ApiPath.login}`,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);

    const broken = await t.inject({
      method: 'POST',
      url: `/api${ApiPath.login}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"account": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: Code.validation, msg: '请求体不是有效的 JSON' });

    const huge = await t.inject({
      method: 'POST',
      url: `/api${ApiPath.login}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'a'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: Code.payloadTooLarge });
  });

  it('answers an unknown call with the envelope and 404', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: Code.notFound, msg: '接口不存在' });
  });

  it('never answers 5xx or code 1 to random payloads of the registration call', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (body) => {
        const res = await t.inject({
          method: 'POST',
          url: `/api${ApiPath.register}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body) ?? 'null',
        });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json<{ code: number }>().code).not.toBe(Code.ok);
      }),
      { numRuns: 60 },
    );
  });
});

describe('internal errors', () => {
  it('answer 500 with a translated message and no stack or internals', async () => {
    const broken = await createTestApp();
    try {
      broken.app.ctx.db.select = () => {
        throw new Error('relation "secret_table" does not exist at /srv/app.ts:42');
      };
      const res = await broken.inject({
        method: 'POST',
        url: `/api${ApiPath.websiteInit}`,
        headers: { 'accept-language': 'en-US' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: Code.internal,
        msg: 'Internal server error. Please try again later',
        data: null,
      });
      expect(res.body).not.toMatch(/secret_table|app\.ts|at /);
    } finally {
      await broken.close();
    }
  });
});
