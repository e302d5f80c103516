import type { ReactNode } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_FLAGS } from '@console/contract';
import { FlagDot } from './flag-dot';

/** A menu of the colour flags (and "clear") around a trigger: one row's flag or the selection's. */
export function FlagMenu({
  onPick,
  disabled,
  children,
}: {
  onPick: (flag: number) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const items: MenuProps['items'] = [
    ...ORDER_FLAGS.filter((f) => f > 0).map((f) => ({
      key: String(f),
      icon: <FlagDot flag={f} />,
      label: <span data-testid="order-flag-option">{t(`flag.color_${f as 1}`)}</span>,
    })),
    { type: 'divider' as const },
    {
      key: '0',
      icon: <FlagDot flag={0} />,
      label: <span data-testid="order-flag-option">{t('flag.clear')}</span>,
    },
  ];
  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled}
      menu={{ items, onClick: ({ key }) => onPick(Number(key)) }}
    >
      {children}
    </Dropdown>
  );
}
