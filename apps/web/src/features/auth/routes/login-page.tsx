import { type ComponentType, useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Form } from 'antd';
// Not antd's `Input.Password` and `Checkbox`: they bring TextArea, Search, OTP and Checkbox.Group
// along (see trim-input.tsx).
import Checkbox from 'antd/es/checkbox/Checkbox';
import Password from 'antd/es/input/Password';
import { ExclamationCircleFilled, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  Code,
  REMEMBER_ME_DAYS,
  type CaptchaRequiredData,
  type CaptchaResult,
  type TwoStepChallengeData,
} from '@console/contract';
import { TrimInput } from '@/components/trim-input';
import { ApiError } from '@/lib/api-error';
import { useFormRules } from '@/lib/form-rules';
import { afterLoginPath } from '@/lib/redirect';
import { storeToken } from '@/lib/session-store';
import { loadMerchantInfo } from '@/lib/merchant-info';
import { authApi } from '../api';
import { CaptchaField } from '../components/captcha-field';
import type { TwoStepStepProps } from '../components/two-step-step';
import styles from './auth-pages.module.css';

interface LoginValues {
  account: string;
  password: string;
  remember: boolean;
  captcha?: string;
}

interface Notice {
  type: 'error' | 'warning';
  text: string;
}

/** The second step, loaded when a sign-in asks for it (most accounts never do). */
interface SecondStep extends TwoStepChallengeData {
  Step: ComponentType<TwoStepStepProps>;
  account: string;
  remember: boolean;
}

const needsCaptcha = (data: unknown) =>
  (data as Partial<CaptchaRequiredData> | null)?.captcha_required === true;

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const rules = useFormRules();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captcha, setCaptcha] = useState<CaptchaResult | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [second, setSecond] = useState<SecondStep | null>(null);

  const refreshCaptcha = useCallback(async () => {
    form.setFieldValue('captcha', '');
    try {
      setCaptcha(await authApi.captcha());
    } catch {
      // notified by the http client; a click on the empty image tries again
    }
  }, [form]);

  const signedIn = async (token: string, remember: boolean) => {
    storeToken(token, remember);
    try {
      await loadMerchantInfo();
    } catch {
      // the session guard asks again and signs out if it still fails
    }
    await navigate(afterLoginPath(params.get('redirect')), { replace: true });
  };

  const backToPassword = useCallback((why: string) => {
    setSecond(null);
    setNotice(why ? { type: 'warning', text: why } : null);
  }, []);

  const onFinish = async (values: LoginValues) => {
    setSubmitting(true);
    setNotice(null);
    try {
      const result = await authApi.login({
        account: values.account.trim(),
        password: values.password,
        remember: values.remember,
        ...(captchaShown && captcha
          ? { captcha: values.captcha?.trim() ?? '', captcha_key: captcha.key }
          : {}),
      });
      if (result.is_jd) {
        // Another platform's account: no session here, only a pointer to the right place.
        const { showJdDialog } = await import('../components/jd-dialog');
        showJdDialog(result.target_url, {
          title: t('login.jd_title'),
          content: t('login.jd_content'),
          link: t('login.jd_link'),
          ok: t('login.jd_ok'),
        });
        return;
      }
      await signedIn(result.token, values.remember);
    } catch (error) {
      if (!(error instanceof ApiError)) return; // transport failures are notified by the http client
      if (error.code === Code.twoStepChallenge || error.code === Code.twoStepEnrolRequired) {
        const { TwoStepStep } = await import('../components/two-step-step');
        const data = error.data as TwoStepChallengeData;
        setSecond({ ...data, Step: TwoStepStep, account: values.account.trim(), remember: values.remember });
        return;
      }
      // A captcha, once asked, is single-use: every failed attempt needs a new image.
      if (captchaShown || needsCaptcha(error.data)) {
        setCaptchaShown(true);
        void refreshCaptcha();
      }
      if (error.code === Code.captchaWrong) {
        form.setFields([{ name: 'captcha', errors: [error.msg || t('common:v.captcha_required')] }]);
      } else if (error.code !== Code.captchaRequired || error.msg) {
        setNotice({
          type: error.code === Code.accountInactive ? 'warning' : 'error',
          text: error.msg || t('common:http.error_fallback'),
        });
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (second) {
    const { Step, remember, ...step } = second;
    return (
      <div className={styles.page}>
        <Step {...step} onSignedIn={(token) => signedIn(token, remember)} onExpired={backToPassword} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{t('login.heading')}</h2>
      {notice && (
        // A plain block rather than antd's Alert: the sign-in route counts every kilobyte.
        <div className={`${styles.notice} ${styles[notice.type]}`} role="alert" data-testid="login-error">
          <ExclamationCircleFilled className={styles.noticeIcon} />
          <span>{notice.text}</span>
        </div>
      )}
      <Form<LoginValues>
        form={form}
        name="login"
        size="large"
        initialValues={{ remember: false }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item name="account" rules={rules.account}>
          <TrimInput
            prefix={<UserOutlined />}
            placeholder={t('login.account')}
            aria-label={t('login.account')}
            autoComplete="username"
            maxLength={254}
          />
        </Form.Item>
        <Form.Item name="password" rules={rules.password}>
          <Password
            prefix={<LockOutlined />}
            placeholder={t('login.password')}
            aria-label={t('login.password')}
            autoComplete="current-password"
            maxLength={128}
          />
        </Form.Item>
        {captchaShown && (
          <CaptchaField captcha={captcha} rules={rules.captcha} onRefresh={() => void refreshCaptcha()} />
        )}
        <div className={styles.row}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>{t('login.remember', { days: REMEMBER_ME_DAYS, count: REMEMBER_ME_DAYS })}</Checkbox>
          </Form.Item>
          <Link to="/auth/forget">{t('login.forgot')}</Link>
        </div>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form.Item>
      </Form>
      <div className={styles.footer}>
        <Link to="/auth/register">{t('login.register')}</Link>
      </div>
    </div>
  );
}
