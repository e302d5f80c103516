import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ProductRow } from '@console/contract';
import { i18n, initI18n } from '@/lib/i18n';
import detailZh from '../locales/zh-CN/capture-detail.json';
import { captureApi } from '../api';
import { MappingEditor } from './mapping-editor';

const captureProducts = vi.spyOn(captureApi, 'captureProducts');
const listGoods = vi.spyOn(captureApi, 'goodsList');
const captureMappingSave = vi.spyOn(captureApi, 'captureMappingSave');

const PRODUCTS: ProductRow[] = [
  { product_id: 'P1', sku_id: '', title: '大王卡', goods_id: null, goods_name: null, waiting: 2 },
  { product_id: 'P2', sku_id: 'S9', title: '流量卡', goods_id: 11, goods_name: '星河卡', waiting: 0 },
];
const GOODS = [
  { id: 11, name: '星河卡' },
  { id: 12, name: '校园卡' },
];

beforeAll(async () => {
  await initI18n('zh-CN');
  i18n.addResourceBundle('zh-CN', 'capture-detail', detailZh);
});
beforeEach(() => {
  captureProducts.mockReset().mockResolvedValue({ list: PRODUCTS, from_platform: true });
  listGoods.mockReset().mockResolvedValue({ list: GOODS, total: 2 } as never);
  captureMappingSave.mockReset().mockResolvedValue({ saved: 1, captured: 2 });
});

function renderEditor(canEdit = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={['/catch-order/doudian/list']}>
      <QueryClientProvider client={client}>
        <MappingEditor shop={5} canEdit={canEdit} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const rowOf = async (product: string) =>
  (await screen.findAllByTestId('capture-mapping-row')).find(
    (r) => r.getAttribute('data-product') === product,
  )!;

async function pick(row: HTMLElement, goods: string) {
  const select = within(row).getByTestId('capture-mapping-goods');
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (o) => o.textContent === goods,
    );
    if (!found) throw new Error(`no option ${goods}`);
    return found;
  });
  fireEvent.click(option);
}

describe('the product mapping editor', () => {
  it('shows each product with its stored goods, and saves only the changed rows in one call', async () => {
    renderEditor();
    const second = await rowOf('P2');
    expect(second.textContent).toContain('星河卡');
    const save = screen.getByTestId('capture-mapping-save');
    expect(save.hasAttribute('disabled')).toBe(true);

    await pick(await rowOf('P1'), '校园卡');
    await waitFor(() => expect(screen.getByTestId('capture-mapping-changes').textContent).toBe('1 项未保存'));
    fireEvent.click(save);
    await waitFor(() => expect(captureMappingSave).toHaveBeenCalledTimes(1));
    expect(captureMappingSave.mock.calls[0]?.[0]).toEqual({
      shop: 5,
      items: [{ product_id: 'P1', sku_id: '', goods_id: 12 }],
    });
    await waitFor(() => expect(screen.getByTestId('capture-mapping-changes').textContent).toBe('0 项未保存'));
  });

  it('choosing the stored goods again is no change', async () => {
    renderEditor();
    await pick(await rowOf('P2'), '星河卡');
    expect(screen.getByTestId('capture-mapping-changes').textContent).toBe('0 项未保存');
    expect(screen.getByTestId('capture-mapping-save').hasAttribute('disabled')).toBe(true);
  });

  it('without the edit permission: the goods as text, no pickers and no save', async () => {
    renderEditor(false);
    const second = await rowOf('P2');
    expect(second.textContent).toContain('星河卡');
    expect(screen.queryByTestId('capture-mapping-goods')).toBeNull();
    expect(screen.queryByTestId('capture-mapping-save')).toBeNull();
  });
});
