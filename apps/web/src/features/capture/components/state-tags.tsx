import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaptureState, ShopAuthState } from '@console/contract';

const AUTH_COLORS: Record<ShopAuthState, string> = {
  unauthorized: 'default',
  authorized: 'success',
  expired: 'warning',
  refused: 'error',
};

const CAPTURE_COLORS: Record<CaptureState, string> = {
  captured: 'success',
  updated: 'processing',
  cancelled: 'default',
  waiting: 'warning',
  put_aside: 'error',
};

/** A shop's authorization with its platform. */
export function AuthTag({ state }: { state: ShopAuthState }) {
  const { t } = useTranslation('capture');
  return (
    <Tag color={AUTH_COLORS[state]} data-testid="capture-shop-auth" data-state={state}>
      {t(`auth.${state}`)}
    </Tag>
  );
}

/** What became of one platform order. */
export function CaptureStateTag({ state }: { state: CaptureState }) {
  const { t } = useTranslation('capture');
  return (
    <Tag color={CAPTURE_COLORS[state]} data-testid="capture-log-state" data-state={state}>
      {t(`state.${state}`)}
    </Tag>
  );
}
