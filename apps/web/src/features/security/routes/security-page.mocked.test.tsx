import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Code, type TwoStepStatus } from '@console/contract';
import { ApiError } from '@/lib/api-error';
import { i18n, initI18n } from '@/lib/i18n';
import securityZh from '../locales/zh-CN/security.json';
import { securityApi } from '../api';
import { SecurityPage } from './security-page';

// The security screen, its calls replaced on the feature's api object (its queries call through it).
const securityStatus = vi.spyOn(securityApi, 'securityStatus');
const securityEnrol = vi.spyOn(securityApi, 'securityEnrol');
const securityConfirm = vi.spyOn(securityApi, 'securityConfirm');
const status = (over: Partial<TwoStepStatus> = {}): TwoStepStatus => ({
  enabled: false,
  confirmed_at: null,
  recovery_left: 0,
  team_required: false,
  ...over,
});

beforeAll(async () => {
  await initI18n('zh-CN');
  i18n.addResourceBundle('zh-CN', 'security', securityZh);
});
beforeEach(() => {
  securityStatus.mockReset().mockResolvedValue(status());
  securityEnrol
    .mockReset()
    .mockResolvedValue({ uri: 'otpauth://totp/x', qr: 'data:image/svg+xml;base64,', secret: 'ABCDEFGH' });
  securityConfirm.mockReset();
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SecurityPage />
    </QueryClientProvider>,
  );

describe('the security screen', () => {
  it('sets two-step up: QR code and key, a wrong code on its field, then the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd-000${i}`);
    securityConfirm
      .mockRejectedValueOnce(new ApiError(Code.twoStepCodeWrong, '验证码错误', null))
      .mockResolvedValueOnce({
        recovery_codes: codes,
      });
    renderPage();
    expect((await screen.findByTestId('two-step-state')).textContent).toBe(securityZh.off);
    fireEvent.click(screen.getByTestId('two-step-start'));
    expect(await screen.findByTestId('two-step-qr')).toBeTruthy();
    expect(screen.getByTestId('two-step-secret').textContent).toBe('ABCD EFGH');
    fireEvent.change(screen.getByTestId('two-step-confirm-code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('two-step-confirm'));
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    securityStatus.mockResolvedValue(
      status({ enabled: true, confirmed_at: '2026-11-29T01:00:00Z', recovery_left: 10 }),
    );
    fireEvent.change(screen.getByTestId('two-step-confirm-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('two-step-confirm'));
    expect(await screen.findByText('abcd-0009')).toBeTruthy();
    expect(securityConfirm).toHaveBeenLastCalledWith({ code: '123456' });
    fireEvent.click(screen.getByTestId('two-step-codes-done'));
    await waitFor(() => expect(screen.queryByText('abcd-0009')).toBeNull());
    expect((await screen.findByTestId('two-step-state')).textContent).toBe(securityZh.on);
    expect(screen.getByTestId('two-step-since').textContent).toContain('2026-11-29');
  }, 20_000);

  it('hides turning off while the team requires two-step, and shows the owner the team switch', async () => {
    securityStatus.mockResolvedValue(
      status({ enabled: true, confirmed_at: '2026-11-29T01:00:00Z', team_required: true }),
    );
    renderPage();
    expect(await screen.findByTestId('two-step-manage')).toBeTruthy();
    expect(screen.queryByTestId('two-step-disable-open')).toBeNull();
    expect(screen.getByText(securityZh.team_required_alert)).toBeTruthy();
    expect(screen.getByTestId('two-step-team-switch').getAttribute('aria-checked')).toBe('true');
  }, 20_000);
});
