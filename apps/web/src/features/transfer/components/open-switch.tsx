import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { TransferOpen, transferEndpoints as E, type TransferOpenValue } from '@console/contract';
import { useCanCall } from '@/lib/permission';

/**
 * The is_open switch of one configuration: shows the stored state, spins while it changes; shows
 * it without a change for a role that may not make the call.
 */
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
  const canChange = useCanCall(E.transferChangeOpen);
  return (
    <Switch
      checked={isOpen === TransferOpen.open}
      loading={loading}
      disabled={!canChange}
      checkedChildren={t('switch.on')}
      unCheckedChildren={t('switch.off')}
      onChange={(checked) => onToggle(checked ? TransferOpen.open : TransferOpen.closed)}
      data-testid="transfer-switch"
      aria-busy={loading}
    />
  );
}
