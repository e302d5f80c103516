import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SubMerchantStatus } from '@console/contract';

const COLORS: Record<SubMerchantStatus, string> = {
  active: 'success',
  inactive: 'default',
  disabled: 'error',
};

/** A sub-merchant's account status. */
export function SubStatusTag({ status }: { status: SubMerchantStatus }) {
  const { t } = useTranslation('agents');
  return (
    <Tag color={COLORS[status]} data-testid="agent-sub-status" data-status={status}>
      {t(`sub_status.${status}`)}
    </Tag>
  );
}
