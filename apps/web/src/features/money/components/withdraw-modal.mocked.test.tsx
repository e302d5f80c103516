import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { WithdrawConfigResult, Withdrawal } from '@console/contract';
import { captureToasts } from '@/components/upload/test-helpers';
import { ApiError } from '@/lib/api-error';
import { i18n, initI18n } from '@/lib/i18n';
import { reloadMerchantInfo } from '@/lib/merchant-info';
import moneyEn from '../locales/en-US/money.json';
import moneyZh from '../locales/zh-CN/money.json';
import { moneyApi } from '../api';
import { WithdrawModal } from './withdraw-modal';

// The modal's calls, replaced on the domain's api object (its queries call through it).
const withdrawApply = vi.spyOn(moneyApi, 'withdrawApply');
const payeeList = vi.spyOn(moneyApi, 'payeeList');
const withdrawConfig = vi.spyOn(moneyApi, 'withdrawConfig');
const securityStatus = vi.spyOn(moneyApi, 'securityStatus');
const twoStep = (enabled: boolean) => ({
  enabled,
  confirmed_at: null,
  recovery_left: 0,
  team_required: false,
});
vi.mock('@/lib/merchant-info', () => ({ reloadMerchantInfo: vi.fn() }));

const config = (over: Partial<WithdrawConfigResult> = {}): WithdrawConfigResult => ({
  min_amount: '10.00',
  max_amount: '500.00',
  balance: '100.00',
  can_repeat_apply: false,
  pending_count: 0,
  ...over,
});
const withdrawal = { id: 1, withdraw_no: 'W1', amount: '60.00', status: 'pending' } as Withdrawal;

let toasts: ReturnType<typeof captureToasts>;
beforeAll(async () => {
  await initI18n('zh-CN');
  i18n.addResourceBundle('zh-CN', 'money', moneyZh);
  i18n.addResourceBundle('en-US', 'money', moneyEn);
});
beforeEach(() => {
  vi.mocked(withdrawConfig).mockReset().mockResolvedValue(config());
  vi.mocked(securityStatus).mockReset().mockResolvedValue(twoStep(false));
  vi.mocked(payeeList)
    .mockReset()
    .mockResolvedValue({
      list: [
        {
          id: 7,
          kind: 'alipay',
          bank_name: '',
          account_masked: 'ab***@qq.com',
          holder: '林晓',
          create_time: '2026-11-01T00:00:00Z',
        },
      ],
    });
  vi.mocked(withdrawApply).mockReset().mockResolvedValue({ withdrawal, balance: '40.00' });
  vi.mocked(reloadMerchantInfo).mockReset().mockResolvedValue();
  toasts = captureToasts();
});
afterEach(() => toasts.unregister());

function renderModal(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WithdrawModal open onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

async function fill(amount: string) {
  fireEvent.change(await screen.findByTestId('withdraw-amount'), { target: { value: amount } });
  // The account picker: open it and choose the only account.
  fireEvent.mouseDown(screen.getByRole('combobox'));
  fireEvent.click(await screen.findByText('ab***@qq.com', { selector: '.ant-select-item-option-content *' }));
}

describe('the withdrawal request form', () => {
  it('asks for the authenticator code when the account has two-step, and says a wrong one on its field', async () => {
    vi.mocked(securityStatus).mockResolvedValue(twoStep(true));
    vi.mocked(withdrawApply).mockRejectedValueOnce(
      new ApiError(2032, 'two_step_code：验证码错误', { field: 'two_step_code' }),
    );
    const onClose = renderModal();
    await fill('60');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText(moneyZh.request.two_step_code_format)).toBeTruthy();
    expect(withdrawApply).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('withdraw-two-step-code'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('two_step_code：验证码错误')).toBeTruthy();
    expect(vi.mocked(withdrawApply).mock.calls[0]![0]).toMatchObject({ two_step_code: '123456' });
    fireEvent.change(screen.getByTestId('withdraw-two-step-code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = vi.mocked(withdrawApply).mock.calls.map((c) => c[0]);
    expect(second).toMatchObject({ two_step_code: '654321' });
    // A refused code made nothing: the next try is a new request.
    expect(second!.idempotency_key).not.toBe(first!.idempotency_key);
  }, 20_000);

  it('asks for no code when the account has no two-step', async () => {
    const onClose = renderModal();
    await fill('60');
    expect(screen.queryByTestId('withdraw-two-step-code')).toBeNull();
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(vi.mocked(withdrawApply).mock.calls[0]![0]).not.toHaveProperty('two_step_code');
  });

  it('checks the amount against the minimum, the maximum and the balance before calling', async () => {
    renderModal();
    await fill('9.99');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('提现金额不能低于 ¥10.00')).toBeTruthy();
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '100.01' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('提现金额不能超过可提现余额 ¥100.00')).toBeTruthy();
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '1.234' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('金额格式错误，最多两位小数')).toBeTruthy();
    expect(withdrawApply).not.toHaveBeenCalled();
  });

  it('writes the currency of the amount field as the amounts of the form write it, in each language', async () => {
    for (const [lang, sign] of [
      ['zh-CN', '¥'],
      ['en-US', '¥'],
    ] as const) {
      await act(() => i18n.changeLanguage(lang));
      const { unmount } = render(
        <QueryClientProvider client={new QueryClient()}>
          <WithdrawModal open onClose={vi.fn()} />
        </QueryClientProvider>,
      );
      const field = (await screen.findByTestId('withdraw-amount')).closest('.ant-input-affix-wrapper')!;
      expect(field.querySelector('.ant-input-prefix')?.textContent).toBe(sign);
      // The balance above the field: the same sign.
      await waitFor(() => expect(document.body.textContent).toContain(`${sign}100.00`));
      unmount();
    }
    await act(() => i18n.changeLanguage('zh-CN'));
  });

  it('withdraws all: the balance, capped by the maximum; a fixed amount clears its message', async () => {
    vi.mocked(withdrawConfig).mockResolvedValue(config({ balance: '1234.56', max_amount: '500.00' }));
    renderModal();
    await fill('5');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('提现金额不能低于 ¥10.00')).toBeTruthy();
    fireEvent.click(screen.getByTestId('withdraw-all'));
    expect(screen.getByTestId<HTMLInputElement>('withdraw-amount').value).toBe('500.00');
    await waitFor(() => expect(screen.queryByText('提现金额不能低于 ¥10.00')).toBeNull());
  });

  it('makes one request for a double click, then reloads the balance and closes', async () => {
    const onClose = renderModal();
    await fill('60');
    const submit = screen.getByTestId('withdraw-submit');
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(withdrawApply).toHaveBeenCalledTimes(1);
    const payload = vi.mocked(withdrawApply).mock.calls[0]![0];
    expect(payload).toMatchObject({ amount: '60', account_id: 7 });
    expect(payload.idempotency_key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(reloadMerchantInfo).toHaveBeenCalled();
    expect(toasts.texts('success')).toEqual([moneyZh.request.submitted]);
  });

  it("shows the server's refusal and makes the next try a new request", async () => {
    vi.mocked(withdrawApply).mockRejectedValueOnce(new ApiError(2001, '余额不足', null));
    renderModal();
    await fill('60');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-error')).textContent).toContain('余额不足');
    await act(async () => {
      fireEvent.click(screen.getByTestId('withdraw-submit'));
    });
    await waitFor(() => expect(withdrawApply).toHaveBeenCalledTimes(2));
    const [first, second] = vi.mocked(withdrawApply).mock.calls.map((c) => c[0].idempotency_key);
    expect(second).not.toBe(first);
  });

  it('says a pending request blocks another while canRepeatApply is false', async () => {
    vi.mocked(withdrawConfig).mockResolvedValue(config({ pending_count: 1 }));
    renderModal();
    expect((await screen.findByTestId('withdraw-blocked')).textContent).toContain(
      moneyZh.request.pending_blocked,
    );
    expect(screen.getByTestId<HTMLButtonElement>('withdraw-submit').disabled).toBe(true);
  });
});
