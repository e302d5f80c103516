import { useEffect, useState } from 'react';
import { Button, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { SMS_RESEND_SECONDS, type SmsScene } from '@console/contract';
import { notifier } from '@/lib/notify';
import { authApi } from '../api';
import { showRegisterRefusal } from '../model/invite-refusal';

/**
 * Sends an SMS code to the form's `mobile` field, then stays disabled for the resend delay,
 * showing the seconds left. Failures (too frequent, number taken...) are notified by the
 * http client with the server's message.
 */
export function SmsCodeButton({ form, scene }: { form: FormInstance; scene: SmsScene }) {
  const { t } = useTranslation(['auth', 'common']);
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const send = async () => {
    let mobile: string;
    try {
      const values = (await form.validateFields(['mobile'])) as { mobile?: string };
      mobile = (values.mobile ?? '').trim();
    } catch {
      return; // the field shows what is wrong with the number
    }
    setSending(true);
    try {
      // Registration sends the invite code typed so far: a stale one is refused before the SMS.
      const invite = scene === 'register' ? String(form.getFieldValue('invite') ?? '').trim() : '';
      const result = await (scene === 'register'
        ? authApi.sendRegisterVerify({ mobile, scene, ...(invite ? { invite } : {}) }, { skipAlert: true })
        : authApi.sendRegisterVerify({ mobile, scene }));
      setSeconds(result.resend_after > 0 ? result.resend_after : SMS_RESEND_SECONDS);
      notifier().success({ title: t('sms.sent'), duration: 3 });
    } catch (error) {
      // the reset page's refusals are notified by the http client; registration's here
      if (scene === 'register') showRegisterRefusal(form, error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      size="large"
      data-testid="sms-send"
      disabled={seconds > 0}
      loading={sending}
      onClick={() => void send()}
    >
      {seconds > 0 ? t('sms.countdown', { seconds }) : t('sms.send')}
    </Button>
  );
}
