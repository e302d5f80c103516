import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResetPasswordPayload } from '@console/contract';
import { notifier } from '@/lib/notify';
import { authApi } from '../api';
import { MobileCodeFields } from '../components/mobile-code-fields';
import { NewPasswordFields } from '../components/new-password-fields';
import styles from './auth-pages.module.css';

type ForgetValues = Required<ResetPasswordPayload>;

export function ForgetPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [form] = Form.useForm<ForgetValues>();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: ForgetValues) => {
    setSubmitting(true);
    try {
      await authApi.resetPassword({
        mobile: values.mobile.trim(),
        code: values.code.trim(),
        password: values.password,
        confirm: values.confirm,
      });
      notifier().success({ title: t('forget.success') });
      await navigate('/auth/login', { replace: true });
    } catch {
      // the http client shows the server's message (unknown number, wrong code...)
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{t('forget.heading')}</h2>
      <Form<ForgetValues> form={form} name="forget" size="large" onFinish={(values) => void onFinish(values)}>
        <MobileCodeFields form={form} scene="reset" />
        <NewPasswordFields placeholder={t('forget.password')} />
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('forget.submit')}
          </Button>
        </Form.Item>
      </Form>
      <div className={styles.footer}>
        <Link to="/auth/login">{t('forget.back_to_login')}</Link>
      </div>
    </div>
  );
}
