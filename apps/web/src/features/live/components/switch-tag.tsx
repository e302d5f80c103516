import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LiveSwitch } from '@console/contract';

/** A room's, an anchor's or a room goods' switch: on (green) or off (grey). */
export function LiveSwitchTag({ status, testId }: { status: LiveSwitch; testId: string }) {
  const { t } = useTranslation('live');
  return (
    <Tag color={status === 'enabled' ? 'success' : 'default'} data-testid={testId} data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
