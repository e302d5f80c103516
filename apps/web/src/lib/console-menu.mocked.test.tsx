import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Code, ROUTES, buildMenu, type MenuItem, type NavResult, type WebsiteInfo } from '@console/contract';
import { resolveMenu, useMenu } from './console-menu';
import { initI18n } from './i18n';
import { clearSession } from './session-store';
import { setSite, useSite } from './site-store';
import { viewerFromInfo } from './viewer';
import { merchantInfo, signInAs } from '../test/merchant';

vi.mock('./notify', () => ({
  notifier: () => ({ error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }),
}));

const names = (items: readonly MenuItem[]): string[] =>
  items.flatMap((i) => [i.name, ...names(i.children ?? [])]);

const site = (menu_source: WebsiteInfo['menu_source']): WebsiteInfo => ({
  store_name: 'Site',
  logo: '',
  icp_info: '',
  default_language: 'zh-CN',
  console_mode: 'merchant',
  menu_source,
});

const serverNav: NavResult = {
  menu: [
    { name: 'Dashboard', path: '/dashboard' },
    { name: 'Order', path: '/order', children: [{ name: 'OrderList', path: '/order/list' }] },
    // Unknown to the console's table: cannot be rendered, so it is dropped.
    { name: 'Mystery', path: '/mystery' },
    { name: 'Ghost', path: '/ghost', children: [{ name: 'GhostList', path: '/ghost/list' }] },
  ],
};

describe('resolveMenu (menu_source of the site settings)', () => {
  const viewer = viewerFromInfo(merchantInfo());

  it('fixed: built in the browser from the contract table', () => {
    expect(resolveMenu('fixed', viewer, serverNav)).toEqual(buildMenu(ROUTES, viewer));
    expect(names(resolveMenu('fixed', viewer, undefined))).toContain('Recharge');
  });

  it('server: the answer of /user/nav, without the entries the table does not know', () => {
    expect(resolveMenu('server', viewer, serverNav)).toEqual([
      { name: 'Dashboard', path: '/dashboard' },
      { name: 'Order', path: '/order', children: [{ name: 'OrderList', path: '/order/list' }] },
    ]);
  });

  it('server, before (or without) an answer: the fixed menu stands in', () => {
    expect(resolveMenu('server', viewer, undefined)).toEqual(buildMenu(ROUTES, viewer));
  });
});

describe('useMenu', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let client: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

  beforeEach(async () => {
    await initI18n('zh-CN');
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    useSite.setState({ site: null });
  });

  it('fixed: no call, the menu follows the merchant (an agent sees the agent section)', () => {
    setSite(site('fixed'));
    signInAs({ merchant: { child_merchant: 2 } });
    const { result } = renderHook(() => useMenu(), { wrapper });
    expect(names(result.current)).toEqual(expect.arrayContaining(['Agent', 'AgentList']));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('server: GET /api/user/nav once, then its menu', async () => {
    setSite(site('server'));
    signInAs();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: Code.ok, msg: '', data: serverNav }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const { result } = renderHook(() => useMenu(), { wrapper });
    await waitFor(() => expect(names(result.current)).toEqual(['Dashboard', 'Order', 'OrderList']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/nav');
    expect(init?.method).toBe('GET');
  });

  it('server: a failed call leaves the fixed menu in place', async () => {
    setSite(site('server'));
    const info = signInAs({ is_special: true });
    fetchMock.mockResolvedValueOnce(new Response('down', { status: 502 }));
    const { result } = renderHook(() => useMenu(), { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(result.current).toEqual(buildMenu(ROUTES, viewerFromInfo(info)));
    expect(names(result.current)).not.toContain('Transfer');
  });
});
