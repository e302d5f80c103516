import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Code } from '@console/contract';
import { ApiError } from '@/lib/api-error';
import { i18n, initI18n } from '@/lib/i18n';
import authZh from '../locales/zh-CN/auth.json';
import { authApi } from '../api';
import { TwoStepStep } from './two-step-step';

// The sign-in's second step, its two calls replaced on the feature's api object.
const loginTwoStep = vi.spyOn(authApi, 'loginTwoStep');
const loginTwoStepEnrol = vi.spyOn(authApi, 'loginTwoStepEnrol');
const texts = authZh.login.two_step;

beforeAll(async () => {
  await initI18n('zh-CN');
  i18n.addResourceBundle('zh-CN', 'auth', authZh);
});
beforeEach(() => {
  loginTwoStep.mockReset();
  loginTwoStepEnrol.mockReset();
});

function renderStep(enrol = false) {
  const onSignedIn = vi.fn(() => Promise.resolve());
  const onExpired = vi.fn();
  render(
    <TwoStepStep
      challenge="c"
      enrol={enrol}
      account="13800000001"
      onSignedIn={onSignedIn}
      onExpired={onExpired}
    />,
  );
  return { onSignedIn, onExpired };
}

describe('the second step of a sign-in', () => {
  it('sends the code, says a wrong one on its field, and signs in with the right one', async () => {
    loginTwoStep
      .mockRejectedValueOnce(new ApiError(Code.twoStepCodeWrong, '验证码错误', null))
      .mockResolvedValueOnce({ token: 'tok', is_jd: false, recovery_codes: [] });
    const { onSignedIn } = renderStep();
    fireEvent.change(screen.getByTestId('login-two-step-code'), { target: { value: '12 34 56' } });
    fireEvent.click(screen.getByTestId('login-two-step-submit'));
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    expect(loginTwoStep).toHaveBeenLastCalledWith({ challenge: 'c', code: '123456' });
    fireEvent.change(screen.getByTestId('login-two-step-code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('login-two-step-submit'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('tok'));
  }, 20_000);

  it('takes a recovery code instead, and goes back to the password when the challenge died', async () => {
    loginTwoStep.mockRejectedValueOnce(new ApiError(Code.twoStepChallengeInvalid, '本次登录已过期', null));
    const { onExpired } = renderStep();
    fireEvent.click(screen.getByTestId('login-two-step-switch'));
    fireEvent.change(screen.getByTestId('login-two-step-recovery'), { target: { value: 'abcd-efgh' } });
    fireEvent.click(screen.getByTestId('login-two-step-submit'));
    await waitFor(() => expect(onExpired).toHaveBeenCalledWith('本次登录已过期'));
    expect(loginTwoStep).toHaveBeenCalledWith({ challenge: 'c', recovery_code: 'abcd-efgh' });
  }, 20_000);

  it('enrols when the team requires it: the QR code, the first code, then the recovery codes once', async () => {
    loginTwoStepEnrol.mockResolvedValue({
      uri: 'otpauth://totp/x',
      qr: 'data:image/svg+xml;base64,',
      secret: 'ABCDEFGH',
    });
    const codes = Array.from({ length: 10 }, (_, i) => `code-000${i}`);
    loginTwoStep.mockResolvedValue({ token: 'tok', is_jd: false, recovery_codes: codes });
    const { onSignedIn } = renderStep(true);
    expect(await screen.findByText(texts.enrol_title)).toBeTruthy();
    expect(await screen.findByTestId('two-step-qr')).toBeTruthy();
    expect(screen.getByTestId('two-step-secret').textContent).toBe('ABCD EFGH');
    expect(screen.queryByTestId('login-two-step-switch')).toBeNull();
    fireEvent.change(screen.getByTestId('login-two-step-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('login-two-step-submit'));
    expect(await screen.findByText('code-0007')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('login-two-step-continue'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('tok'));
  }, 20_000);
});
