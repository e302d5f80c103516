import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LiveSwitch } from '@console/contract';
import {
  RowActions,
  useActionsColumn,
  type EntityColumnsOptions,
  type Switchable,
} from '@/components/list-page';

/** A room's, an anchor's or a room goods' switch: on (green) or off (grey). */
export function LiveSwitchTag({ status, testId }: { status: LiveSwitch; testId: string }) {
  const { t } = useTranslation('live');
  return (
    <Tag color={status === 'enabled' ? 'success' : 'default'} data-testid={testId} data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/**
 * The actions' column of a room or an anchor: edit, and switch on or off, for a user who may edit
 * (test ids `${stem}-edit`, `${stem}-enable`, `${stem}-disable`); `lead` comes first (a link).
 */
export function useSwitchActions<Row extends Switchable>(
  stem: string,
  width: number,
  { canEdit, switching, onEdit, onSwitch }: EntityColumnsOptions<Row>,
  lead?: (row: Row) => ReactNode,
) {
  const { t } = useTranslation('live');
  return useActionsColumn<Row>(t('actions'), width, (row) => {
    const enable = row.status === 'disabled';
    const switchAction = {
      label: enable ? t('enable') : t('disable'),
      onClick: () => onSwitch(row),
      testId: `${stem}-${enable ? 'enable' : 'disable'}`,
      danger: !enable,
      loading: switching === row.id,
    };
    const edit = { label: t('edit'), onClick: () => onEdit(row), testId: `${stem}-edit` };
    return <RowActions actions={canEdit ? [edit, switchAction] : []}>{lead?.(row)}</RowActions>;
  });
}
