import { Progress, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  MIN_ACCEPTED_PASSWORD_LEVEL,
  Msg,
  passwordLevel,
  passwordPercent,
  type PasswordLevel,
} from '@console/contract';
import styles from './password-strength.module.css';

const LEVEL_KEYS = {
  0: 'strength.short',
  1: 'strength.low',
  2: 'strength.medium',
  3: 'strength.strong',
} as const satisfies Record<PasswordLevel, string>;

/**
 * The strength meter of the spec (section 5): level text, a bar at 33 % per level, the error
 * below medium strength and the hint. The same levels decide on the server (contract). Shared by
 * the auth pages (register, forget) and the account settings (change password).
 */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const level = passwordLevel(password);
  const color = level >= 3 ? token.colorSuccess : level === 2 ? token.colorWarning : token.colorError;
  return (
    <div className={styles.meter} data-testid="strength-meter" data-level={level}>
      <div style={{ color }}>{t(LEVEL_KEYS[level])}</div>
      <Progress
        percent={passwordPercent(level)}
        showInfo={false}
        strokeColor={color}
        size="small"
        aria-label={t(LEVEL_KEYS[level])}
      />
      {level < MIN_ACCEPTED_PASSWORD_LEVEL && (
        <div style={{ color: token.colorError }}>{t(Msg.passwordWeak)}</div>
      )}
      <div className={styles.hint}>{t('strength.hint')}</div>
    </div>
  );
}
