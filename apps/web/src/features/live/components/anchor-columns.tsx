import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Anchor } from '@console/contract';
import { useIsMobile } from '@/lib/use-media-query';
import { formatLocalTime, formatRate } from '../model/format';
import { LiveSwitchTag } from './switch-tag';
import styles from './live.module.css';

export interface AnchorColumnsOptions {
  canEdit: boolean;
  /** The anchor whose switch is being saved. */
  switching: number | null;
  onEdit: (anchor: Anchor) => void;
  onSwitch: (anchor: Anchor) => void;
}

/** The columns of the anchor list. */
export function useAnchorColumns(options: AnchorColumnsOptions): TableColumnsType<Anchor> {
  const { canEdit, switching, onEdit, onSwitch } = options;
  const { t, i18n } = useTranslation('live');
  const lang = i18n.language;
  // Pinned on a phone, the actions would take half the screen: there they scroll with the rest.
  const pinned = useIsMobile() ? undefined : 'right';
  const columns: TableColumnsType<Anchor> = [
    {
      title: t('anchors.col_avatar'),
      dataIndex: 'avatar_url',
      width: 80,
      render: (url: string, anchor) =>
        url ? (
          <img
            className={styles.avatar}
            src={url}
            alt={t('anchors.avatar_alt', { name: anchor.name })}
            loading="lazy"
            data-testid="live-anchor-avatar"
          />
        ) : (
          <span className={styles.muted}>-</span>
        ),
    },
    {
      title: t('anchors.col_name'),
      dataIndex: 'name',
      width: 160,
      render: (value: string) => <span data-testid="live-anchor-name">{value}</span>,
    },
    { title: t('anchors.col_douyin_id'), dataIndex: 'douyin_id', width: 160 },
    {
      title: t('anchors.col_rate'),
      dataIndex: 'commission_rate',
      width: 100,
      align: 'right',
      render: (value: string) => (
        <span className={styles.number} data-testid="live-anchor-rate">
          {formatRate(value, lang)}
        </span>
      ),
    },
    {
      title: t('anchors.col_status'),
      dataIndex: 'status',
      width: 90,
      render: (value: Anchor['status']) => <LiveSwitchTag status={value} testId="live-anchor-status" />,
    },
    {
      title: t('anchors.col_created'),
      dataIndex: 'created_at',
      width: 200,
      render: (value: string) => formatLocalTime(value, lang),
    },
  ];
  if (canEdit)
    columns.push({
      title: t('actions'),
      key: 'actions',
      width: 140,
      fixed: pinned,
      render: (_, anchor) => {
        const enable = anchor.status === 'disabled';
        return (
          <span className={styles.actions}>
            <Button type="link" size="small" onClick={() => onEdit(anchor)} data-testid="live-anchor-edit">
              {t('edit')}
            </Button>
            <Button
              type="link"
              size="small"
              danger={!enable}
              loading={switching === anchor.id}
              onClick={() => onSwitch(anchor)}
              data-testid={enable ? 'live-anchor-enable' : 'live-anchor-disable'}
            >
              {enable ? t('enable') : t('disable')}
            </Button>
          </span>
        );
      },
    });
  return columns;
}
