import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { useLiveList } from './live-lists';
import { applyLiveEvent } from './use-live-events';
import { useSession } from './session-store';
import { useVersionDialog } from './version-dialog-store';
import * as versionCheck from './version-check';

const unreadKey = [7, 'zh-CN', 'notices', 'unread'];

function setup() {
  const client = new QueryClient();
  client.setQueryData(unreadKey, 5);
  const refreshed: string[][] = [];
  return { client, refreshed, refresh: (domains: string[]) => refreshed.push(domains) };
}

afterEach(() => {
  vi.restoreAllMocks();
  useVersionDialog.setState({ open: false });
});

describe('applyLiveEvent', () => {
  it('sets the unread count it carries (cache and session) and refreshes the notices', () => {
    const { client, refreshed, refresh } = setup();
    applyLiveEvent(client, { event: 'notice', data: { unread: 2 } }, refresh);
    expect(client.getQueryData(unreadKey)).toBe(2);
    expect(useSession.getState().noticeCount).toBe(2);
    expect(refreshed).toEqual([['notices']]);
  });

  it('refreshes the task lists on a task event, sets the balance and refreshes money and dashboard on a balance move, all after a resync', () => {
    const { client, refreshed, refresh } = setup();
    const shown = renderHook(() => useLiveList('orders'));
    applyLiveEvent(client, { event: 'task', data: { id: 1, status: 1, progress: 100 } }, refresh);
    applyLiveEvent(client, { event: 'balance', data: { balance: '12.34' } }, refresh);
    applyLiveEvent(client, { event: 'resync', data: {} }, refresh);
    expect(refreshed).toEqual([
      ['tasks'],
      ['money', 'dashboard'],
      ['tasks', 'notices', 'money', 'dashboard', 'orders'],
    ]);
    shown.unmount();
    expect(client.getQueryData(unreadKey)).toBe(5);
    expect(useSession.getState().balance).toBe('12.34');
  });

  it('refreshes a list the server says changed while a live list of it is mounted, and no other domain', () => {
    const { client, refreshed, refresh } = setup();
    const topup = renderHook(() => useLiveList('topup'));
    const orders = renderHook(() => useLiveList('orders'));
    applyLiveEvent(client, { event: 'list', data: { domain: 'topup' } }, refresh);
    applyLiveEvent(client, { event: 'list', data: { domain: 'orders' } }, refresh);
    applyLiveEvent(client, { event: 'list', data: { domain: 'account' } }, refresh);
    applyLiveEvent(client, { event: 'list', data: { domain: 'capture' } }, refresh); // none mounted
    topup.unmount();
    applyLiveEvent(client, { event: 'list', data: { domain: 'topup' } }, refresh); // gone
    orders.unmount();
    expect(refreshed).toEqual([['topup'], ['orders']]);
  });

  it('opens 版本更新提示 when the server serves another build than the running one, not for the same', () => {
    vi.spyOn(versionCheck, 'runningEntryScript').mockReturnValue('index-aaaa.js');
    const { client, refresh } = setup();
    applyLiveEvent(client, { event: 'hello', data: { build: 'index-aaaa.js' } }, refresh);
    expect(useVersionDialog.getState().open).toBe(false);
    applyLiveEvent(client, { event: 'build', data: { build: 'index-bbbb.js' } }, refresh);
    expect(useVersionDialog.getState().open).toBe(true);
  });

  it('ends the session on signout', () => {
    vi.useFakeTimers();
    useSession.setState({ token: 'x' } as never);
    applyLiveEvent(new QueryClient(), { event: 'signout', data: {} }, () => {});
    expect(useSession.getState().token).toBeNull();
    vi.useRealTimers();
  });
});
