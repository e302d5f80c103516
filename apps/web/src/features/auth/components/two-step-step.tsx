import { useEffect, useState } from 'react';
import { Button, Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Code, type TwoStepChallengeData, type TwoStepEnrolment } from '@console/contract';
import { CodeInput, codeRule } from '@/components/two-step/code-input';
import { EnrolQr } from '@/components/two-step/enrol-qr';
import { RecoveryCodes } from '@/components/two-step/recovery-codes';
import { TrimInput } from '@/components/trim-input';
import { ApiError } from '@/lib/api-error';
import { authApi } from '../api';
import styles from '../routes/auth-pages.module.css';

interface Values {
  code?: string;
  recovery_code?: string;
}

export interface TwoStepStepProps extends TwoStepChallengeData {
  account: string;
  /** The session is made: store it and go on. */
  onSignedIn: (token: string) => Promise<void>;
  /** The challenge died (expired, used, too many wrong codes): back to the password, with why. */
  onExpired: (why: string) => void;
}

/**
 * The sign-in's second step (decision 055): a code of the authenticator app, or a recovery code.
 * When the team requires two-step of someone without it (`enrol`), the QR code comes first and
 * the first code both turns it on and signs in; the recovery codes are shown before going on.
 */
export function TwoStepStep({ challenge, enrol, account, onSignedIn, onExpired }: TwoStepStepProps) {
  const { t } = useTranslation(['auth', 'common']);
  const [form] = Form.useForm<Values>();
  const [recovery, setRecovery] = useState(false);
  const [enrolment, setEnrolment] = useState<TwoStepEnrolment | null>(null);
  const [done, setDone] = useState<{ token: string; codes: string[] } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!enrol) return;
    authApi
      .loginTwoStepEnrol({ challenge })
      .then(setEnrolment)
      .catch((error: unknown) => {
        if (error instanceof ApiError) onExpired(error.msg);
      });
  }, [challenge, enrol, onExpired]);

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      const result = await authApi.loginTwoStep(
        recovery && values.recovery_code
          ? { challenge, recovery_code: values.recovery_code }
          : { challenge, code: values.code ?? '' },
      );
      if (result.recovery_codes.length > 0) setDone({ token: result.token, codes: result.recovery_codes });
      else await onSignedIn(result.token);
    } catch (error) {
      if (!(error instanceof ApiError)) return; // notified by the http client
      if (error.code === Code.twoStepChallengeInvalid || error.code === Code.accountDisabled) {
        onExpired(error.msg);
        return;
      }
      form.setFields([{ name: recovery ? 'recovery_code' : 'code', errors: [error.msg] }]);
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div data-testid="login-two-step-codes">
        <h2 className={styles.heading}>{t('login.two_step.codes_title')}</h2>
        <RecoveryCodes codes={done.codes} account={account} ns="auth" />
        <Button
          type="primary"
          block
          size="large"
          style={{ marginTop: 24 }}
          onClick={() => void onSignedIn(done.token)}
          data-testid="login-two-step-continue"
        >
          {t('login.two_step.continue')}
        </Button>
      </div>
    );
  }

  return (
    <div data-testid="login-two-step">
      <h2 className={styles.heading}>{t(enrol ? 'login.two_step.enrol_title' : 'login.two_step.title')}</h2>
      <p>{t(enrol ? 'login.two_step.enrol_intro' : 'login.two_step.intro')}</p>
      {enrol &&
        (enrolment ? (
          <EnrolQr enrolment={enrolment} ns="auth" />
        ) : (
          <Skeleton active paragraph={{ rows: 3 }} />
        ))}
      <Form<Values>
        form={form}
        size="large"
        layout="vertical"
        style={{ marginTop: 16 }}
        onFinish={(v) => void submit(v)}
      >
        {recovery ? (
          <Form.Item
            name="recovery_code"
            label={t('login.two_step.recovery_label')}
            rules={[{ required: true, whitespace: true, message: t('login.two_step.recovery_required') }]}
          >
            <TrimInput autoComplete="off" maxLength={20} autoFocus data-testid="login-two-step-recovery" />
          </Form.Item>
        ) : (
          <Form.Item
            name="code"
            label={t('two_step.code_label')}
            rules={[codeRule(t('login.two_step.code_format'))]}
          >
            <CodeInput
              autoFocus
              placeholder={t('two_step.code_placeholder')}
              data-testid="login-two-step-code"
            />
          </Form.Item>
        )}
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={busy}
            disabled={enrol && !enrolment}
            data-testid="login-two-step-submit"
          >
            {t('login.two_step.submit')}
          </Button>
        </Form.Item>
      </Form>
      <div className={styles.row}>
        {!enrol && (
          <Button
            type="link"
            style={{ padding: 0 }}
            onClick={() => setRecovery(!recovery)}
            data-testid="login-two-step-switch"
          >
            {recovery ? t('login.two_step.use_code') : t('login.two_step.use_recovery')}
          </Button>
        )}
        <Button type="link" style={{ padding: 0 }} onClick={() => onExpired('')}>
          {t('login.two_step.back')}
        </Button>
      </div>
    </div>
  );
}
