import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Msg } from '@console/contract';
import { ApiError } from '@/lib/api-error';
import { authApi } from '../api';
import styles from './auth-pages.module.css';

type State = { status: 'pending' } | { status: 'done' } | { status: 'failed'; message: string };

/** Target of the link in the activation mail: /auth/activate?token=... */
export function ActivatePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  // A new token (same route, new query) starts over with a fresh state.
  return <Activation key={token} token={token} />;
}

function Activation({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const [state, setState] = useState<State>(() =>
    token ? { status: 'pending' } : { status: 'failed', message: t(`common:${Msg.tokenRequired}`) },
  );
  // A token works once: StrictMode's second effect run must not spend it a second time.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    authApi.activate({ token }).then(
      () => setState({ status: 'done' }),
      (error: unknown) =>
        setState({
          status: 'failed',
          message: error instanceof ApiError && error.msg ? error.msg : t('common:http.error_fallback'),
        }),
    );
  }, [token, t]);

  const toLogin = <Link to="/auth/login">{t('activate.to_login')}</Link>;
  return (
    <div className={styles.page}>
      {state.status === 'pending' && (
        <Result icon={<Spin size="large" />} title={t('activate.loading')} data-testid="activate-pending" />
      )}
      {state.status === 'done' && (
        <Result
          status="success"
          title={t('activate.success_title')}
          subTitle={t('activate.success_description')}
          extra={toLogin}
        />
      )}
      {state.status === 'failed' && (
        <Result status="error" title={t('activate.failure_title')} subTitle={state.message} extra={toLogin} />
      )}
    </div>
  );
}
