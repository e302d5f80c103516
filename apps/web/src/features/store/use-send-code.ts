import { useEffect, useRef, useState } from 'react';
import { storeEndpoints, type StoreCodePurpose } from '@console/contract';
import { storeCall } from './api';
import type { Translator } from './texts';

/**
 * Sends the SMS code for an application or a lookup, then counts down the seconds the server asks
 * to wait before another. `send` throws the server's refusal for the caller to show.
 */
export function useSendCode(promo: string, purpose: StoreCodePurpose, tr: Translator) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async (phone: string): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      const result = await storeCall(
        storeEndpoints.storeSendCode,
        { promo_code: promo, phone: phone.trim(), purpose },
        tr,
      );
      setLeft(Math.max(0, Math.ceil(result.resend_after)));
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const label = sending
    ? tr.t('form.sending')
    : left > 0
      ? tr.t('form.resend_in', { count: left })
      : tr.t('form.send_code');
  return { send, label, disabled: sending || left > 0, sent: left > 0 };
}
