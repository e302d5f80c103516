import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Form, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTIVATION_VALID_HOURS, type RegisterPayload } from '@console/contract';
import { TrimInput } from '@/components/trim-input';
import { useFormRules } from '@/lib/form-rules';
import { authApi } from '../api';
import { MobileCodeFields } from '../components/mobile-code-fields';
import { NewPasswordFields } from '../components/new-password-fields';
import { showRegisterRefusal } from '../model/invite-refusal';
import styles from './auth-pages.module.css';

type RegisterValues = Required<Omit<RegisterPayload, 'invite'>> & { invite?: string };

export function RegisterPage() {
  const { t } = useTranslation(['auth', 'common']);
  const rules = useFormRules();
  const [params] = useSearchParams();
  const [form] = Form.useForm<RegisterValues>();
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onFinish = async (values: RegisterValues) => {
    setSubmitting(true);
    try {
      const invite = values.invite?.trim();
      const result = await authApi.register({
        mobile: values.mobile.trim(),
        code: values.code.trim(),
        email: values.email.trim(),
        password: values.password,
        confirm: values.confirm,
        store_name: values.store_name.trim(),
        ...(invite ? { invite } : {}),
      });
      setSentTo(result.email);
    } catch (error) {
      // a stale invite code on its field; the rest (number taken, wrong code...) notified
      showRegisterRefusal(form, error);
    } finally {
      setSubmitting(false);
    }
  };

  if (sentTo !== null) {
    return (
      <div className={styles.page}>
        <Result
          status="success"
          title={t('register.success_title')}
          subTitle={t('register.success_description', {
            email: sentTo,
            hours: ACTIVATION_VALID_HOURS,
            count: ACTIVATION_VALID_HOURS,
          })}
          extra={<Link to="/auth/login">{t('register.back_to_login')}</Link>}
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{t('register.heading')}</h2>
      <Form<RegisterValues>
        form={form}
        name="register"
        size="large"
        initialValues={{ invite: params.get('invite')?.trim() ?? '' }}
        onFinish={(values) => void onFinish(values)}
      >
        <MobileCodeFields form={form} scene="register" />
        <Form.Item name="email" rules={rules.email}>
          <TrimInput
            placeholder={t('register.email')}
            aria-label={t('register.email')}
            autoComplete="email"
            maxLength={254}
          />
        </Form.Item>
        <NewPasswordFields placeholder={t('register.password')} />
        <Form.Item name="store_name" rules={rules.storeName}>
          <TrimInput
            placeholder={t('register.store_name')}
            aria-label={t('register.store_name')}
            maxLength={50}
          />
        </Form.Item>
        <Form.Item name="invite">
          <TrimInput placeholder={t('register.invite')} aria-label={t('register.invite')} maxLength={32} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('register.submit')}
          </Button>
        </Form.Item>
      </Form>
      <div className={styles.footer}>
        <Link to="/auth/login">{t('register.have_account')}</Link>
      </div>
    </div>
  );
}
