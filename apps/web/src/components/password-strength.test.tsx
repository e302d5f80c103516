import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { passwordLevel } from '@console/contract';
import { initI18n } from '@/lib/i18n';
import { PasswordStrength } from './password-strength';

beforeAll(async () => {
  await initI18n('zh-CN');
});

const cases = [
  { password: 'abc', level: 0, text: '强度：太短', percent: 0, weak: true },
  { password: 'abcdef', level: 1, text: '强度：低', percent: 33, weak: true },
  { password: 'abcdefgh12', level: 2, text: '强度：中', percent: 66, weak: false },
  { password: 'abcdefgh12AB', level: 3, text: '强度：强', percent: 99, weak: false },
] as const;

describe('PasswordStrength', () => {
  it.each(cases)('shows level $level for "$password"', ({ password, level, text, percent, weak }) => {
    expect(passwordLevel(password)).toBe(level); // the fixture matches the contract's scoring
    render(<PasswordStrength password={password} />);
    const meter = screen.getByTestId('strength-meter');
    expect(meter.dataset.level).toBe(String(level));
    expect(within(meter).getByText(text)).toBeTruthy();
    expect(within(meter).getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(percent));
    expect(within(meter).queryByText('密码强度不够') !== null).toBe(weak);
    expect(within(meter).getByText('请至少输入 6 个字符。请不要使用容易被猜到的密码。')).toBeTruthy();
  });
});
