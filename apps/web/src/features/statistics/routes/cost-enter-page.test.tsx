import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CostWeekResult } from '@console/contract';
import { i18n, initI18n } from '@/lib/i18n';
import statisticsZh from '../locales/zh-CN/statistics.json';
import { signInAs } from '@/test/merchant';
import { statsApi } from '../api';
import { addDays } from '../model/range';
import { CostEnterPage } from './cost-enter-page';

const costWeek = vi.spyOn(statsApi, 'costWeek');

/** The grid of the week from `day` (a Monday): the storefront, one cost on its Monday. */
const weekOf = (monday: string): CostWeekResult => {
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return {
    days,
    rows: [
      {
        channel: 'store',
        shop_id: 0,
        shop_name: '',
        platform: '',
        costs: ['10.00', ...Array<string | null>(6).fill(null)],
      },
    ],
  };
};

beforeAll(async () => {
  await initI18n('zh-CN');
  i18n.addResourceBundle('zh-CN', 'statistics', statisticsZh);
  signInAs();
});
beforeEach(() => {
  costWeek.mockReset().mockImplementation((p) => Promise.resolve(weekOf(p.day)));
});

/** The page in a data router (its leave guard blocks navigations), beside a route to leave to. */
function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/statistics-store/cost-enter',
        element: (
          <QueryClientProvider client={client}>
            <CostEnterPage />
          </QueryClientProvider>
        ),
      },
      { path: '/order/list', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: ['/statistics-store/cost-enter'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const week = () => screen.getByTestId('stats-cost-week').textContent;

// Two dialogs and three weeks each: slow on a busy machine.
describe('CostEnterPage', { timeout: 20_000 }, () => {
  it('goes to another week at once without edits, and asks first with unsaved ones', async () => {
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('stats-cost-cell')).toHaveLength(7));
    const first = week();
    fireEvent.click(screen.getByTestId('stats-cost-prev'));
    await waitFor(() => expect(week()).not.toBe(first));

    const cell = () => screen.getAllByTestId('stats-cost-cell')[0] as HTMLInputElement;
    await waitFor(() => expect(cell().value).toBe('10.00'));
    fireEvent.change(cell(), { target: { value: '12.5' } });
    const edited = week();
    fireEvent.click(screen.getByTestId('stats-cost-next'));
    // Asked: staying keeps the week and the edit.
    expect((await screen.findAllByText('离开本周？')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('有 1 处修改未保存，离开后将丢失。').length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: '继续编辑' }).at(-1)!);
    expect(week()).toBe(edited);
    expect(cell().value).toBe('12.5');
    // Leaving drops it.
    fireEvent.click(screen.getByTestId('stats-cost-next'));
    // The first dialog may still be closing: the new one is the last.
    fireEvent.click((await screen.findAllByRole('button', { name: '放弃修改' })).at(-1)!);
    await waitFor(() => expect(week()).toBe(first));
    await waitFor(() => expect(cell().value).toBe('10.00'));
  });

  it('asks before leaving the route with unsaved edits, and warns when the browser tab closes', async () => {
    const router = renderPage();
    await waitFor(() => expect(screen.getAllByTestId('stats-cost-cell')).toHaveLength(7));
    const cell = () => screen.getAllByTestId('stats-cost-cell')[1] as HTMLInputElement;
    fireEvent.change(cell(), { target: { value: '3' } });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await act(() => router.navigate('/order/list'));
    expect((await screen.findAllByText('离开成本录入？')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: '继续编辑' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/statistics-store/cost-enter'));
    expect(cell().value).toBe('3');
    await act(() => router.navigate('/order/list'));
    fireEvent.click((await screen.findAllByRole('button', { name: '放弃修改' })).at(-1)!);
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });
});
