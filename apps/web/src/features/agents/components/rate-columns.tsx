import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RateRow } from '@console/contract';
import { formatMoney } from '@/lib/format';
import { shownRate } from '../model/rates';
import styles from './agents.module.css';

export interface RateColumnsOptions {
  /** A sub-merchant is picked: its own column shows. */
  subPicked: boolean;
  canEdit: boolean;
  onEdit: (row: RateRow) => void;
}

/** A configured commission, or what applies without one; a capped one carries its mark. */
function ConfiguredRate({
  rate,
  unset,
  testId,
}: {
  rate: RateRow['default_rate'];
  unset: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation('agents');
  const shown = shownRate(rate);
  if (!shown)
    return (
      <span className={styles.muted} data-testid={testId} data-set="false">
        {unset}
      </span>
    );
  const from = shown.cappedFrom && formatMoney(shown.cappedFrom, i18n.language);
  return (
    <span className={styles.rate} data-testid={testId} data-set="true">
      <span className={styles.number}>{formatMoney(shown.commission, i18n.language)}</span>
      {from && (
        <Tooltip title={t('rates.capped_hint', { amount: from })}>
          <Tag color="warning" data-testid="agent-rate-capped">
            {t('rates.capped', { amount: from })}
          </Tag>
        </Tooltip>
      )}
    </span>
  );
}

/** The columns of the goods price configuration. */
export function useRateColumns({
  subPicked,
  canEdit,
  onEdit,
}: RateColumnsOptions): TableColumnsType<RateRow> {
  const { t, i18n } = useTranslation('agents');
  const money = (value: string, testId: string) => (
    <span className={styles.number} data-testid={testId}>
      {formatMoney(value, i18n.language)}
    </span>
  );
  const columns: TableColumnsType<RateRow> = [
    {
      title: t('rates.col_goods'),
      dataIndex: 'goods_name',
      width: 240,
      render: (value: string) => <span data-testid="agent-rate-goods">{value}</span>,
    },
    { title: t('rates.col_operator'), dataIndex: 'operator_name', width: 110 },
    {
      title: t('rates.col_own'),
      dataIndex: 'own_commission',
      width: 120,
      align: 'right',
      render: (value: string) => money(value, 'agent-rate-own'),
    },
    {
      title: t('rates.col_default'),
      key: 'default',
      width: 220,
      render: (_, row) => (
        <ConfiguredRate rate={row.default_rate} unset={t('rates.not_set')} testId="agent-rate-default" />
      ),
    },
  ];
  if (subPicked)
    columns.push({
      title: t('rates.col_sub'),
      key: 'sub',
      width: 220,
      render: (_, row) => (
        <ConfiguredRate rate={row.sub_rate} unset={t('rates.sub_not_set')} testId="agent-rate-sub" />
      ),
    });
  columns.push({
    title: t('rates.col_effective'),
    dataIndex: 'effective',
    width: 120,
    align: 'right',
    render: (value: string) => money(value, 'agent-rate-effective'),
  });
  if (canEdit)
    columns.push({
      title: t('actions'),
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => onEdit(row)} data-testid="agent-rate-edit">
          {t('rates.edit')}
        </Button>
      ),
    });
  return columns;
}
