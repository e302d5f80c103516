import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter, useLocation, useSearchParams } from 'react-router';
import type { Tab } from '@/lib/tabs';
import type { RouteHandle } from '../route-handle';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { headerHiddenAfter } from './use-header-auto-hide';

function Filter({ id }: { id: string }) {
  const [value, setValue] = useState('');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return (
    <div>
      <input aria-label={id} value={value} onChange={(e) => setValue(e.target.value)} />
      <span data-testid={`${id}-where`}>{pathname + (params.get('q') ?? '')}</span>
    </div>
  );
}

function renderShell(keepAlive: boolean, open: Tab[]) {
  // Read at each render: a test closes a tab by changing it, then navigates.
  let tabs = open;
  const Layout = () => {
    const { pathname } = useLocation();
    return (
      <KeepAliveOutlet
        keepAlive={keepAlive}
        tabs={tabs}
        activeKey={pathname}
        refreshes={{}}
        wide={false}
        footer={null}
        onScroll={() => {}}
      />
    );
  };
  const page = (path: string, id: string) => ({
    path,
    handle: { route: id, page: true } satisfies RouteHandle,
    element: <Filter id={id} />,
  });
  const router = createMemoryRouter(
    [{ element: <Layout />, children: [page('/a', 'a'), page('/b', 'b'), page('/c', 'c')] }],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return Object.assign(router, { setTabs: (next: Tab[]) => (tabs = next) });
}

const tab = (path: string): Tab => ({ path, search: '', name: path });
const panes = () =>
  screen.getAllByTestId('page-pane').map((p) => `${p.dataset.path}:${p.hidden ? 'hidden' : 'shown'}`);

describe('KeepAliveOutlet', () => {
  it("keeps each open tab's page mounted and hidden, with its state and its own location", async () => {
    const router = renderShell(true, [tab('/a'), tab('/b')]);
    fireEvent.change(screen.getByLabelText('a'), { target: { value: 'sim cards' } });
    await act(() => router.navigate('/b?q=1'));
    expect(panes()).toEqual(['/a:hidden', '/b:shown']);
    // The hidden page still reads the address it was opened with.
    expect(screen.getByTestId('a-where').textContent).toBe('/a');
    expect(screen.getByTestId('b-where').textContent).toBe('/b1');
    await act(() => router.navigate('/a'));
    expect(panes()).toEqual(['/a:shown', '/b:hidden']);
    expect(screen.getByLabelText<HTMLInputElement>('a').value).toBe('sim cards');
  });

  it('unmounts the page of a tab once it is closed', async () => {
    const router = renderShell(true, [tab('/a'), tab('/b')]);
    fireEvent.change(screen.getByLabelText('a'), { target: { value: 'x' } });
    await act(() => router.navigate('/b'));
    expect(panes()).toEqual(['/a:hidden', '/b:shown']);
    router.setTabs([tab('/b')]);
    await act(() => router.navigate('/b?q=2'));
    expect(panes()).toEqual(['/b:shown']);
    expect(screen.getByTestId('b-where').textContent).toBe('/b2');
  });

  it('with multi tab off, only the current page is mounted', async () => {
    const router = renderShell(false, [tab('/a'), tab('/b')]);
    fireEvent.change(screen.getByLabelText('a'), { target: { value: 'x' } });
    await act(() => router.navigate('/b'));
    expect(panes()).toEqual(['/b:shown']);
    await act(() => router.navigate('/a'));
    expect(screen.getByLabelText<HTMLInputElement>('a').value).toBe('');
  });
});

describe('header auto-hide', () => {
  const fixed = { fixedHeader: true, autoHideHeader: false };
  const auto = { fixedHeader: true, autoHideHeader: true };
  const loose = { fixedHeader: false, autoHideHeader: false };

  it('a fixed header stays; an auto-hiding one leaves on the way down and comes back up', () => {
    expect(headerHiddenAfter(fixed, 0, 500, false)).toBe(false);
    expect(headerHiddenAfter(auto, 100, 300, false)).toBe(true);
    expect(headerHiddenAfter(auto, 300, 250, true)).toBe(false);
    expect(headerHiddenAfter(auto, 300, 300, true)).toBe(true);
    expect(headerHiddenAfter(auto, 100, 20, true)).toBe(false);
  });

  it('a header that is not fixed is gone once the page has scrolled past it', () => {
    expect(headerHiddenAfter(loose, 0, 40, false)).toBe(false);
    expect(headerHiddenAfter(loose, 0, 400, false)).toBe(true);
    expect(headerHiddenAfter(loose, 400, 300, true)).toBe(true);
  });

  it('a page that would fit without the header keeps it (no flicker at the bottom)', () => {
    expect(headerHiddenAfter(auto, 60, 80, false, 80)).toBe(false);
    expect(headerHiddenAfter(loose, 0, 80, false, 100)).toBe(false);
    expect(headerHiddenAfter(auto, 60, 80, false, 400)).toBe(true);
    expect(headerHiddenAfter(auto, 80, 90, true, 344)).toBe(true);
    // At the very end the browser clamps the position as the header comes and goes: no change.
    expect(headerHiddenAfter(auto, 400, 344, true, 344)).toBe(true);
    expect(headerHiddenAfter(auto, 300, 400, false, 400)).toBe(false);
  });
});
