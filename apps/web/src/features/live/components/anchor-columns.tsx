import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Anchor } from '@console/contract';
import { type EntityColumnsOptions } from '@/components/list-page';
import { formatLocalTime, formatRate } from '../model/format';
import { LiveSwitchTag, useSwitchActions } from './switch-tag';
import styles from './live.module.css';

/** The columns of the anchor list. */
export function useAnchorColumns(options: EntityColumnsOptions<Anchor>): TableColumnsType<Anchor> {
  const { t, i18n } = useTranslation('live');
  const lang = i18n.language;
  const actions = useSwitchActions('live-anchor', 140, options);
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
  if (options.canEdit) columns.push(actions);
  return columns;
}
