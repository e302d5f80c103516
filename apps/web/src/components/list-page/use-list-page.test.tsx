import { beforeAll, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '@/lib/i18n';
import { isFiltered } from './filter-state';
import { useListPage } from './use-list-page';

interface Filters {
  status: string;
  start_date?: string;
  end_date?: string;
}
const START: Filters = { status: '' };

beforeAll(() => initI18n('zh-CN'));

/** A list whose calls are written down, answered with an empty page at once. */
function renderList() {
  const calls: object[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
  const view = renderHook(
    () =>
      useListPage({
        filters: START,
        query: (filters: Filters, page) =>
          queryOptions({
            queryKey: ['test', 'list', { ...filters, ...page }],
            queryFn: () => {
              calls.push({ ...filters, ...page });
              return Promise.resolve({ list: [] as string[], total: 0 });
            },
          }),
      }),
    { wrapper },
  );
  return { view, calls };
}

describe('useListPage', () => {
  it('reads the server again on a search with the same filters (defect 3)', async () => {
    const { view, calls } = renderList();
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => view.result.current.setFilters({ status: '' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    act(() => view.result.current.setFilters({ status: 'paid' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    // Pressed again with nothing changed: asked again, not served from the cache.
    act(() => view.result.current.setFilters({ status: 'paid' }));
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls[3]).toMatchObject({ status: 'paid', page: 1 });
  });

  it('resets every filter, a key the start lacks too (defect 4), and reads again', async () => {
    const { view, calls } = renderList();
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() =>
      view.result.current.setFilters({ status: 'paid', start_date: '2026-11-01', end_date: '2026-11-07' }),
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(view.result.current.filtered).toBe(true);
    act(() => view.result.current.reset());
    await waitFor(() => expect(calls).toHaveLength(3));
    // What an export sends is `filters`: exactly the start, no days left behind.
    expect(view.result.current.filters).toEqual(START);
    expect(calls[2]).toEqual({ status: '', page: 1, page_size: 10 });
    expect(view.result.current.filtered).toBe(false);
    expect(view.result.current.updatedAt).toBeGreaterThan(0);
  });
});

describe('isFiltered', () => {
  it('counts a set value, not an emptied one', () => {
    expect(isFiltered({ status: '' }, START)).toBe(false);
    expect(isFiltered({ status: '', start_date: undefined, end_date: '' }, START)).toBe(false);
    expect(isFiltered({ status: '', start_date: '2026-11-01' }, START)).toBe(true);
    expect(isFiltered({ status: 'paid' }, START)).toBe(true);
    expect(isFiltered({ flag: -1 }, { flag: -1 })).toBe(false);
    expect(isFiltered({ flag: 0 }, { flag: -1 })).toBe(true);
  });
});
