import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { initI18n } from '@/lib/i18n';
import { tabsStorageKey, useTabs } from '@/lib/tabs-store';
import { registerToaster } from '@/lib/toast';
import { TabBar } from './tab-bar';

const toaster = { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() };
let unregister: () => void = () => {};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const TABS = [
  { path: '/order/list', search: '?status=2', name: 'OrderList' },
  { path: '/goods/list', search: '', name: 'GoodsList' },
  { path: '/dashboard', search: '', name: 'Dashboard' },
];

function renderBar(active: string, tabs = TABS) {
  useTabs.setState({ owner: 10001, tabs, refreshes: {} });
  const activeTab = tabs.find((t) => t.path === active)!;
  return render(
    <MemoryRouter initialEntries={[activeTab.path + activeTab.search]}>
      <TabBar activeKey={active} />
      <Where />
    </MemoryRouter>,
  );
}

const titles = () => screen.getAllByTestId('tab').map((el) => el.textContent);
const where = () => screen.getByTestId('where').textContent;

/** Opens the context menu of a tab and picks an entry. */
async function contextMenu(tabTitle: string, entry: string) {
  const before = screen.queryAllByTestId(entry).length;
  fireEvent.contextMenu(screen.getByText(tabTitle));
  // Menus opened before stay in the document (hidden): the new one is the last.
  await waitFor(() => expect(screen.queryAllByTestId(entry).length).toBeGreaterThan(before));
  await act(async () => {
    fireEvent.click(screen.getAllByTestId(entry).at(-1)!);
  });
}

beforeAll(async () => {
  await initI18n('zh-CN');
  const { loadConsoleNamespaces } = await import('@/lib/i18n');
  await loadConsoleNamespaces();
});

beforeEach(() => {
  Object.values(toaster).forEach((fn) => fn.mockReset());
  unregister = registerToaster(toaster);
  localStorage.clear();
});

afterEach(() => unregister());

describe('TabBar', () => {
  it('shows the opened pages with their route titles and switches on click', async () => {
    renderBar('/goods/list');
    expect(titles()).toEqual(['订单列表', '商品列表', '工作台']);
    expect(screen.getAllByRole('tab').map((el) => el.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    fireEvent.click(screen.getByText('订单列表'));
    await waitFor(() => expect(where()).toBe('/order/list?status=2'));
  });

  it('a tab closes with its close button, or with Delete', async () => {
    renderBar('/goods/list');
    // The button is the pointer's shortcut, beside the tab (not in it) and hidden from screen
    // readers, which close a tab with Delete (announced) or the bar's menu.
    const close = screen.getAllByTestId('tab-remove')[0]!;
    expect(close.getAttribute('aria-label')).toBe('关闭“订单列表”');
    expect(screen.getAllByRole('tab')[0]!.contains(close)).toBe(false);
    expect(screen.getAllByRole('tab')[0]!.getAttribute('aria-keyshortcuts')).toBe('Delete');
    fireEvent.click(close);
    expect(titles()).toEqual(['商品列表', '工作台']);
    fireEvent.keyDown(screen.getByText('工作台'), { key: 'Delete' });
    expect(titles()).toEqual(['商品列表']);
    expect(where()).toBe('/goods/list');
  });

  it('close right, from the context menu, keeps the target and stores the tabs', async () => {
    renderBar('/goods/list');
    await contextMenu('商品列表', 'tab-close-right');
    expect(titles()).toEqual(['订单列表', '商品列表']);
    expect(JSON.parse(localStorage.getItem(tabsStorageKey(10001))!)).toEqual([
      { path: '/order/list', search: '?status=2' },
      { path: '/goods/list', search: '' },
    ]);
    expect(toaster.info).not.toHaveBeenCalled();
  });

  it('close left of the active tab', async () => {
    renderBar('/dashboard');
    await contextMenu('工作台', 'tab-close-left');
    expect(titles()).toEqual(['工作台']);
    expect(where()).toBe('/dashboard');
  });

  it('closing the active tab goes to its neighbour', async () => {
    renderBar('/goods/list');
    await contextMenu('商品列表', 'tab-close');
    expect(titles()).toEqual(['订单列表', '工作台']);
    await waitFor(() => expect(where()).toBe('/dashboard'));
  });

  it('close all keeps the right-clicked tab and goes there', async () => {
    renderBar('/goods/list');
    await contextMenu('订单列表', 'tab-close-all');
    expect(titles()).toEqual(['订单列表']);
    await waitFor(() => expect(where()).toBe('/order/list?status=2'));
  });

  it('refuses with the messages of the specification', async () => {
    renderBar('/order/list');
    await contextMenu('订单列表', 'tab-close-left');
    expect(toaster.info).toHaveBeenLastCalledWith('左侧没有标签');
    await contextMenu('工作台', 'tab-close-right');
    expect(toaster.info).toHaveBeenLastCalledWith('右侧没有标签');
    expect(titles()).toEqual(['订单列表', '商品列表', '工作台']);
  });

  it('refuses to close the last tab (which has no close button either)', async () => {
    renderBar('/dashboard', [TABS[2]!]);
    expect(screen.queryByTestId('tab-remove')).toBeNull();
    await contextMenu('工作台', 'tab-close');
    expect(toaster.info).toHaveBeenLastCalledWith('这是最后一个标签了, 无法被关闭');
    fireEvent.click(screen.getByTestId('tab-actions'));
    const closeAll = await screen.findAllByTestId('tab-close-all');
    await act(async () => {
      fireEvent.click(closeAll.at(-1)!);
    });
    expect(toaster.info).toHaveBeenCalledTimes(2);
    expect(titles()).toEqual(['工作台']);
  });
});
