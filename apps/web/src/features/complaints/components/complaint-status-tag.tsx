import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ComplaintStatus } from '@console/contract';
import { STATUS_COLOR } from '../model/status';

export function ComplaintStatusTag({ status }: { status: ComplaintStatus }) {
  const { t } = useTranslation('complaints');
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="complaint-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
