import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code, HTTP_TIMEOUT_MS, SESSION_EXPIRED_RELOAD_MS } from '@console/contract';
import { ApiError, TransportError } from './api-error';
import { readCookie, writeCookie } from './cookie';
import { post } from './http';
import { initI18n } from './i18n';
import { TOKEN_COOKIE, useSession } from './session-store';

const notify = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }));
const page = vi.hoisted(() => ({ reloadPage: vi.fn() }));
vi.mock('./notify', () => ({ notifier: () => notify }));
vi.mock('./page', () => page);

// fetch is the boundary of the unit under test: a stub answers like the server would.
const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown, status = 200) =>
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

beforeAll(async () => {
  await initI18n('zh-CN');
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  notify.error.mockReset();
  page.reloadPage.mockReset();
  writeCookie(TOKEN_COOKIE, 'tok-1');
  useSession.setState({ token: 'tok-1' });
  location.hash = '#/order';
});

afterEach(() => {
  vi.runOnlyPendingTimers(); // lets a pending session-expiry reset
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('http client', () => {
  it('posts JSON to /api with the token and the language, and resolves with data on code 1', async () => {
    answer({ code: Code.ok, msg: '', data: { id: 7 } });
    await expect(post('/merchant/info', { a: 1 })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/merchant/info');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(headers.get('token')).toBe('tok-1');
    expect(headers.get('Accept-Language')).toBe('zh-CN');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('on 9999 notifies, signs out and reloads after 1.5 s', async () => {
    answer({ code: Code.sessionExpired, msg: 'expired', data: null });
    const error = await post('/merchant/info').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(9999);
    expect(notify.error).toHaveBeenCalledWith({
      title: '登录失效',
      description: '您的登录信息已失效，请重新登录',
    });
    expect(readCookie(TOKEN_COOKIE)).toBeUndefined();
    expect(useSession.getState().token).toBeNull();
    vi.advanceTimersByTime(SESSION_EXPIRED_RELOAD_MS - 1);
    expect(page.reloadPage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(page.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('on 9999 does not reload when already on the login page', async () => {
    location.hash = '#/auth/login?redirect=%2Forder';
    answer({ code: Code.sessionExpired, msg: '', data: null });
    await expect(post('/x')).rejects.toBeInstanceOf(ApiError);
    vi.advanceTimersByTime(SESSION_EXPIRED_RELOAD_MS * 2);
    expect(page.reloadPage).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBeNull();
  });

  it('rejects other codes with an ApiError and shows the server message', async () => {
    answer({ code: Code.loginFailed, msg: '账户或密码错误', data: { left: 2 } });
    const error = (await post('/login/dologin').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.code, error.msg, error.data]).toEqual([2001, '账户或密码错误', { left: 2 }]);
    expect(notify.error).toHaveBeenCalledWith({ title: '错误', description: '账户或密码错误' });
    expect(useSession.getState().token).toBe('tok-1');
  });

  it('falls back to the generic message when the server gives none', async () => {
    answer({ code: Code.internal, msg: '', data: null });
    await expect(post('/x')).rejects.toBeInstanceOf(ApiError);
    expect(notify.error).toHaveBeenCalledWith({
      title: '错误',
      description: '请求服务器数据错误，请稍后再试！',
    });
  });

  it('stays silent with skipAlert but still rejects', async () => {
    answer({ code: Code.captchaRequired, msg: '请输入图形验证码', data: { captcha_required: true } });
    const error = (await post('/login/dologin', {}, { skipAlert: true }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.data).toEqual({ captcha_required: true });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('reports an HTTP failure as a server error', async () => {
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    const error = await post('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(notify.error).toHaveBeenCalledWith({ title: '服务器错误', description: 'HTTP 502 Bad Gateway' });
  });

  it('reports a refusal with an envelope (the embedded database busy) by its message', async () => {
    answer({ code: Code.busy, msg: '系统繁忙，请稍后重试', data: null }, 503);
    const error = await post('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(notify.error).toHaveBeenCalledWith({ title: '服务器错误', description: '系统繁忙，请稍后重试' });
  });

  it('reports a network failure as a server error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(post('/x')).rejects.toBeInstanceOf(TransportError);
    expect(notify.error).toHaveBeenCalledWith({ title: '服务器错误', description: 'Failed to fetch' });
  });

  it('aborts after the 20 s time-out', async () => {
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = post('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(notify.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as TransportError;
    expect(error).toBeInstanceOf(TransportError);
    expect(error.kind).toBe('timeout');
    expect(notify.error).toHaveBeenCalledWith({
      title: '服务器错误',
      description: '请求超时（20 秒），请稍后再试',
    });
  });

  it('shows nothing when the caller cancels', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = post('/x', {}, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toBeInstanceOf(DOMException);
    expect(notify.error).not.toHaveBeenCalled();
  });
});
