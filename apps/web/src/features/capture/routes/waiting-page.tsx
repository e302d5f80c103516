import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptureState } from '@console/contract';
import { useAddressFilter } from '@/lib/address-filter';
import { LazyCaptureLog } from '../components/lazy-parts';
import styles from '../components/capture.module.css';

/**
 * `/catch-order/waiting`: the capture log of every platform, at first its orders waiting for a
 * product mapping (decision 045: the shop pages show one platform's shops, one shop at a time).
 * The dashboard's to-do links here with `?state=waiting`.
 */
export function WaitingPage() {
  const { t } = useTranslation('capture');
  const [link, setLink] = useState<{ state: CaptureState; at: number } | undefined>();
  useAddressFilter('state', ['waiting'] as const, (state) => setLink({ state, at: Date.now() }));
  return (
    <div data-testid="capture-waiting-page">
      <p className={styles.muted}>{t('waiting.title')}</p>
      <LazyCaptureLog platform="" shops={[]} shop={0} state="waiting" link={link} testId="capture-waiting" />
    </div>
  );
}
