import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Form, Input, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Msg, type StaffInvitation } from '@console/contract';
import { PasswordStrength } from '@/components/password-strength';
import { useFormRules } from '@/lib/form-rules';
import { teamApi } from '../api';
import { refusalText } from '../model/refusal';
import styles from '../components/activate.module.css';

type State =
  | { status: 'checking' }
  | { status: 'ready'; invitation: StaffInvitation }
  | { status: 'done' }
  | { status: 'failed'; message: string };

/** Target of the invitation SMS: /auth/staff-activate?token=... where the member sets a password. */
export function StaffActivatePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return <Activation key={token} token={token} />;
}

function Activation({ token }: { token: string }) {
  const { t } = useTranslation(['team', 'common']);
  const rules = useFormRules();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const password = (Form.useWatch('password', form) as string | undefined) ?? '';
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<State>(() =>
    token ? { status: 'checking' } : { status: 'failed', message: t(`common:${Msg.tokenRequired}`) },
  );
  const fallback = t('common:http.error_fallback');

  useEffect(() => {
    // Only reads: asking twice (StrictMode) spends nothing.
    if (!token) return;
    teamApi.teamInvitation({ token }).then(
      (invitation) => setState({ status: 'ready', invitation }),
      (error: unknown) => setState({ status: 'failed', message: refusalText(error, fallback) }),
    );
  }, [token, fallback]);

  const submit = async (values: { password: string; confirm: string }) => {
    setBusy(true);
    try {
      await teamApi.teamActivate({ token, password: values.password, confirm: values.confirm });
      setState({ status: 'done' });
    } catch (error) {
      setState({ status: 'failed', message: refusalText(error, fallback) });
    } finally {
      setBusy(false);
    }
  };

  const toLogin = <Link to="/auth/login">{t('activate.to_login')}</Link>;
  if (state.status === 'checking') {
    return <Result icon={<Spin size="large" />} title={t('activate.loading')} />;
  }
  if (state.status === 'done') {
    return (
      <Result
        status="success"
        title={t('activate.done_title')}
        subTitle={t('activate.done_description')}
        extra={toLogin}
        data-testid="staff-activate-done"
      />
    );
  }
  if (state.status === 'failed') {
    return (
      <Result
        status="error"
        title={t('activate.failed_title')}
        subTitle={state.message}
        extra={toLogin}
        data-testid="staff-activate-failed"
      />
    );
  }
  const { invitation } = state;
  return (
    <div className={styles.page} data-testid="staff-activate">
      <h2 className={styles.heading}>{t('activate.title')}</h2>
      <p className={styles.intro}>
        {t('activate.intro', {
          name: invitation.name,
          store: invitation.store_name,
          mobile: invitation.mobile,
        })}
      </p>
      <Form form={form} size="large" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="password"
          rules={rules.newPassword}
          help={password ? <PasswordStrength password={password} /> : undefined}
        >
          <Input.Password
            placeholder={t('activate.password')}
            aria-label={t('activate.password')}
            autoComplete="new-password"
            maxLength={128}
            data-testid="staff-activate-password"
          />
        </Form.Item>
        <Form.Item name="confirm" dependencies={['password']} rules={rules.confirm}>
          <Input.Password
            placeholder={t('activate.confirm')}
            aria-label={t('activate.confirm')}
            autoComplete="new-password"
            maxLength={128}
            data-testid="staff-activate-confirm"
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="staff-activate-submit">
            {t('activate.submit')}
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}
