import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { createElement, Fragment } from 'react';
import { render } from '@testing-library/react';
import { i18n, initI18n } from '@/lib/i18n';
import widgetsZh from '@/locales/zh-CN/widgets.json';
import { copyText, useCopy } from './copy';

beforeAll(async () => {
  await initI18n('zh-CN');
  // The console's namespaces come with the main layout; a test adds its own.
  i18n.addResourceBundle('zh-CN', 'widgets', widgetsZh);
});

const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

function stubExecCommand(result: boolean | 'throw') {
  const exec = vi.fn(() => {
    if (result === 'throw') throw new Error('not allowed');
    return result;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: exec });
  return exec;
}

afterEach(() => {
  if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard);
  Reflect.deleteProperty(document, 'execCommand');
  vi.restoreAllMocks();
});

describe('copyText', () => {
  it('uses the Clipboard API', async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    const exec = stubExecCommand(true);
    await expect(copyText('13800000001')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('13800000001');
    expect(exec).not.toHaveBeenCalled();
  });

  it('falls back to execCommand when the Clipboard API refuses', async () => {
    stubClipboard(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const exec = stubExecCommand(true);
    await expect(copyText('abc')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull(); // the helper cleaned up
  });

  it('falls back to execCommand without a Clipboard API', async () => {
    stubClipboard(undefined);
    stubExecCommand(true);
    await expect(copyText('abc')).resolves.toBe(true);
  });

  it('fails when neither way works', async () => {
    stubClipboard(async () => Promise.reject(new Error('denied')));
    stubExecCommand('throw');
    await expect(copyText('abc')).resolves.toBe(false);
    stubExecCommand(false);
    await expect(copyText('abc')).resolves.toBe(false);
  });
});

describe('useCopy', () => {
  function setup() {
    const { result } = renderHook(() => useCopy());
    render(createElement(Fragment, null, result.current.holder));
    return result;
  }

  it('says 复制成功', async () => {
    stubClipboard(async () => undefined);
    const result = setup();
    let ok = false;
    await act(async () => {
      ok = await result.current.copy('x');
    });
    expect(ok).toBe(true);
    await waitFor(() => expect(screen.getByText('复制成功')).toBeTruthy());
  });

  it('says 复制失败', async () => {
    stubClipboard(async () => Promise.reject(new Error('denied')));
    stubExecCommand(false);
    const result = setup();
    await act(async () => {
      await result.current.copy('x');
    });
    await waitFor(() => expect(screen.getByText('复制失败')).toBeTruthy());
  });
});
