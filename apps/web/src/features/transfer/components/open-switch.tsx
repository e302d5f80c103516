import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { TransferOpen, type TransferOpenValue } from '@console/contract';

/** The is_open switch of one configuration: shows the stored state, spins while it changes. */
export function OpenSwitch({
  isOpen,
  loading,
  onToggle,
}: {
  isOpen: TransferOpenValue;
  loading: boolean;
  onToggle: (next: TransferOpenValue) => void;
}) {
  const { t } = useTranslation('transfer');
  return (
    <Switch
      checked={isOpen === TransferOpen.open}
      loading={loading}
      checkedChildren={t('switch.on')}
      unCheckedChildren={t('switch.off')}
      onChange={(checked) => onToggle(checked ? TransferOpen.open : TransferOpen.closed)}
      data-testid="transfer-switch"
      aria-busy={loading}
    />
  );
}
