import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TopupBatch, TopupPreviewResult } from '@console/contract';
import { ApiError } from '@/lib/api-error';
import { i18n, initI18n } from '@/lib/i18n';
import topupZh from '../locales/zh-CN/topup.json';
import { topupApi } from '../api';
import { BatchEditor } from './batch-editor';

const topupPreview = vi.spyOn(topupApi, 'topupPreview');
const topupSubmit = vi.spyOn(topupApi, 'topupSubmit');

const checked: TopupPreviewResult = {
  lines: [
    {
      line_no: 1,
      phone: '13800138000',
      amount: '50',
      carrier: 'mobile',
      face: '50.00',
      price: '49.25',
      error: null,
      message: null,
    },
  ],
  totals: { lines: 1, valid: 1, invalid: 0, face_total: '50.00', price_total: '49.25' },
  balance: '100.00',
};
const batch = { id: 9, batch_no: 'H2026112600000000AB' } as TopupBatch;

beforeAll(async () => {
  await initI18n('zh-CN');
  i18n.addResourceBundle('zh-CN', 'topup', topupZh);
});
beforeEach(() => {
  topupPreview.mockReset().mockResolvedValue(checked);
  topupSubmit.mockReset();
});

function renderEditor(onSubmitted = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BatchEditor onSubmitted={onSubmitted} />
    </QueryClientProvider>,
  );
  return onSubmitted;
}

/** Submits the draft, answers the (latest) confirmation with OK, and waits for the call. */
async function submitAndConfirm() {
  const before = topupSubmit.mock.calls.length;
  const asked = document.querySelectorAll('.ant-modal-confirm').length;
  fireEvent.click(screen.getByTestId('topup-submit'));
  await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm').length).toBeGreaterThan(asked));
  const buttons = document.querySelectorAll('.ant-modal-confirm .ant-btn-primary');
  fireEvent.click(buttons[buttons.length - 1]!);
  await waitFor(() => expect(topupSubmit.mock.calls.length).toBe(before + 1));
}

describe('the batch editor', () => {
  it('shows a refusal in the server’s words, and a second try is the same batch (same key)', async () => {
    topupSubmit
      .mockRejectedValueOnce(new ApiError(6051, '余额不足：本批次需 49.25 元，当前余额 10.00 元', null))
      .mockResolvedValueOnce({ batch });
    const onSubmitted = renderEditor();
    fireEvent.change(screen.getByTestId('topup-paste'), { target: { value: '13800138000 50' } });
    fireEvent.click(screen.getByTestId('topup-check'));
    expect(await screen.findByTestId('topup-total-price')).toHaveProperty('textContent', '¥49.25');

    await submitAndConfirm();
    expect((await screen.findByTestId('topup-refusal')).textContent).toBe(
      '余额不足：本批次需 49.25 元，当前余额 10.00 元',
    );
    await submitAndConfirm();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(batch));

    const [first, second] = topupSubmit.mock.calls.map((c) => c[0]);
    expect(first).toEqual({
      lines: [{ phone: '13800138000', amount: '50' }],
      idempotency_key: second!.idempotency_key,
    });
    expect(first!.idempotency_key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('makes a new key for a new draft', async () => {
    topupSubmit.mockResolvedValue({ batch });
    renderEditor();
    for (const _ of [1, 2]) {
      fireEvent.change(await screen.findByTestId('topup-paste'), { target: { value: '13800138000 50' } });
      fireEvent.click(screen.getByTestId('topup-check'));
      await screen.findByTestId('topup-submit');
      await submitAndConfirm();
      await screen.findByTestId('topup-paste');
    }
    const [first, second] = topupSubmit.mock.calls.map((c) => c[0].idempotency_key);
    expect(first).not.toBe(second);
  });
});
