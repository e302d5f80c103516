import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '@/lib/i18n';
import { ListTable } from './list-table';
import { ageText } from './data-age';
import type { ListPageState } from './use-list-page';
import { useTableSettingsStore } from './table-settings-store';
import { i18n } from '@/lib/i18n';
import commonEn from '@/locales/en-US/common.json';
import commonPt from '@/locales/pt-BR/common.json';

interface Row {
  id: number;
  no: string;
  time: string;
}

beforeAll(async () => {
  await initI18n('zh-CN');
  i18n.addResourceBundle('en-US', 'common', commonEn);
  i18n.addResourceBundle('pt-BR', 'common', commonPt);
});
beforeEach(() => useTableSettingsStore.setState({ lists: {} }));

const state = (over: Partial<ListPageState<Row>> = {}): ListPageState<Row> => ({
  rows: [],
  loading: false,
  pagination: () => ({ current: 1, pageSize: 10, total: 0 }),
  result: { isError: false, refetch: () => Promise.resolve() },
  updatedAt: Date.now(),
  ...over,
});

const COLUMNS = [
  { title: '单号', dataIndex: 'no', width: 200 },
  { title: '时间', dataIndex: 'time', width: 180 },
  { title: '操作', key: 'actions', fixed: 'right' as const, width: 100, render: () => null },
];

const draw = (list: ListPageState<Row>) =>
  render(
    <MemoryRouter>
      <ListTable<Row>
        list={list}
        rowKey="id"
        columns={COLUMNS}
        locale={{ emptyText: '暂无直播订单' }}
        totalText={(n) => `${n}`}
        testId="t-table"
      />
    </MemoryRouter>,
  );

describe('ListTable', () => {
  it('says "nothing yet" without filters and "nothing matches" with a reset under filters (defect 17)', () => {
    const first = draw(state({ filtered: false, reset: vi.fn() }));
    expect(screen.getByText('暂无直播订单')).toBeTruthy();
    expect(screen.queryByTestId('t-table-no-match')).toBeNull();
    first.unmount();

    const reset = vi.fn();
    draw(state({ filtered: true, reset }));
    expect(screen.queryByText('暂无直播订单')).toBeNull();
    expect(screen.getByTestId('t-table-no-match').textContent).toContain('没有符合筛选条件的记录');
    fireEvent.click(screen.getByTestId('t-table-clear-filters'));
    expect(reset).toHaveBeenCalledOnce();
  });

  it('draws the columns as set for this list, the first fixed at the left, and the chosen row height', () => {
    act(() => useTableSettingsStore.getState().set('t-table', { order: ['time', 'no'], density: 'small' }));
    draw(state({ rows: [{ id: 1, no: 'A1', time: '12:00' }] }));
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['时间', '单号', '操作']);
    expect(document.querySelector('thead th')!.className).toContain('ant-table-cell-fix');
    expect(document.querySelector('.ant-table-small')).not.toBeNull();
    act(() => useTableSettingsStore.getState().set('t-table', { hidden: ['time'] }));
    expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['单号', '操作']);
  });

  it('goes full screen and back with Escape', () => {
    draw(state());
    fireEvent.click(screen.getByTestId('list-fullscreen'));
    expect(screen.getByTestId('list-fullscreen').getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByTestId('list-fullscreen').getAttribute('aria-pressed')).toBe('false');
  });

  it('says how old the rows are, with the plural forms of each language', async () => {
    const t = i18n.t.bind(i18n) as (key: string, options?: object) => string;
    const now = Date.UTC(2026, 10, 28, 12);
    expect(ageText(t, now - 20_000, now)).toBe('刚刚更新');
    expect(ageText(t, now - 5 * 60_000, now)).toBe('5 分钟前更新');
    await act(() => i18n.changeLanguage('en-US'));
    expect(ageText(t, now - 60_000, now)).toBe('Updated 1 minute ago');
    expect(ageText(t, now - 3 * 3_600_000, now)).toBe('Updated 3 hours ago');
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(ageText(t, now - 2 * 60_000, now)).toBe('Atualizado há 2 minutos');
    await act(() => i18n.changeLanguage('zh-CN'));
  });
});
