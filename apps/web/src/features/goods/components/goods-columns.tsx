import { Button, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { ApartmentOutlined, CopyOutlined, EnvironmentOutlined, QrcodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GoodsStatus, SettlementRule, type GoodsRow } from '@console/contract';
import { formatMoney } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import styles from './goods.module.css';

export interface GoodsRowActions {
  copyLink: (row: GoodsRow) => void;
  showQr: (row: GoodsRow) => void;
  showCoverage: (row: GoodsRow) => void;
  showTransfer: (row: GoodsRow) => void;
}

const CARRIER_COLORS = { mobile: 'blue', unicom: 'red', telecom: 'geekblue', broadcast: 'purple' } as const;

/** The columns of the goods list (domain "Goods"): what a merchant compares before promoting one. */
export function useGoodsColumns(actions: GoodsRowActions): TableColumnsType<GoodsRow> {
  const { t, i18n } = useTranslation('goods');
  // On a phone a fixed column would cover half the table.
  const mobile = useIsMobile();
  const money = (value: string) => formatMoney(value, i18n.language);

  const coverage = (row: GoodsRow) => {
    const { nationwide, province_count, city_count, labels } = row.coverage;
    const summary = nationwide
      ? t('coverage.nationwide')
      : [
          province_count > 0 && t('coverage.provinces', { count: province_count }),
          city_count > 0 && t('coverage.cities', { count: city_count }),
        ]
          .filter(Boolean)
          .join(' ');
    const names = nationwide ? '' : labels.join(t('coverage.separator'));
    return (
      <div className={styles.coverage}>
        <Button
          type="link"
          size="small"
          className={styles.linkCell}
          icon={<EnvironmentOutlined />}
          onClick={() => actions.showCoverage(row)}
          data-testid="goods-coverage"
        >
          {summary}
        </Button>
        {names && <span className={styles.muted}>{names}</span>}
        {row.coverage_mismatch && (
          <Tooltip title={t('coverage.mismatch_tip', { carrier: t(`carrier.${row.carrier}`) })}>
            <Tag color="warning" data-testid="goods-mismatch">
              {t('coverage.mismatch')}
            </Tag>
          </Tooltip>
        )}
      </div>
    );
  };

  return [
    {
      title: t('col.cover'),
      dataIndex: 'cover_url',
      width: 68,
      render: (url: string, row) =>
        url ? <img className={styles.cover} src={url} alt={row.name} loading="lazy" /> : null,
    },
    {
      title: t('col.name'),
      dataIndex: 'name',
      width: 190,
      render: (name: string, row) => (
        <div>
          <div className={styles.name} data-testid="goods-name">
            {name}
          </div>
          {row.goods_desc && <div className={styles.desc}>{row.goods_desc}</div>}
        </div>
      ),
    },
    {
      title: t('col.carrier'),
      dataIndex: 'carrier',
      width: 96,
      render: (carrier: GoodsRow['carrier']) => (
        <Tag color={CARRIER_COLORS[carrier]} data-testid="goods-carrier" data-carrier={carrier}>
          {t(`carrier.${carrier}`)}
        </Tag>
      ),
    },
    {
      title: t('col.monthly_fee'),
      dataIndex: 'monthly_fee',
      width: 96,
      align: 'right',
      render: (fee: string) => t('fee_per_month', { amount: money(fee) }),
    },
    {
      title: t('col.allowance'),
      key: 'allowance',
      width: 124,
      render: (_, row) => t('allowance', { data: row.data_gb, minutes: row.call_minutes }),
    },
    {
      title: t('col.age'),
      key: 'age',
      width: 80,
      render: (_, row) => t('age_range', { min: row.age_min, max: row.age_max }),
    },
    {
      title: t('col.reward'),
      key: 'reward',
      width: 136,
      render: (_, row) => (
        <div>
          <div className={styles.reward}>{money(row.goods_reward)}</div>
          <div className={styles.muted}>
            {row.settlement_rule === SettlementRule.firstRecharge
              ? t('settlement.first_recharge', { amount: money(row.settlement_min_recharge ?? '0') })
              : t('settlement.activation')}
          </div>
        </div>
      ),
    },
    { title: t('col.coverage'), key: 'coverage', width: 170, render: (_, row) => coverage(row) },
    {
      title: t('col.status'),
      dataIndex: 'on_sale',
      width: 76,
      render: (onSale: GoodsRow['on_sale']) =>
        onSale === GoodsStatus.onSale ? (
          <Tag color="success" data-testid="goods-status">
            {t('status.on_sale')}
          </Tag>
        ) : (
          <Tag data-testid="goods-status">{t('status.off_sale')}</Tag>
        ),
    },
    {
      title: t('col.actions'),
      key: 'actions',
      width: 116,
      fixed: mobile ? undefined : 'right',
      render: (_, row) => (
        <Space size={0} orientation="vertical" align="start">
          <Button
            type="link"
            size="small"
            icon={<CopyOutlined />}
            onClick={() => actions.copyLink(row)}
            data-testid="goods-copy"
          >
            {t('action.copy_link')}
          </Button>
          <Button
            type="link"
            size="small"
            icon={<QrcodeOutlined />}
            onClick={() => actions.showQr(row)}
            data-testid="goods-qr"
          >
            {t('action.qr')}
          </Button>
          {row.has_transfer && (
            <Button
              type="link"
              size="small"
              icon={<ApartmentOutlined />}
              onClick={() => actions.showTransfer(row)}
              data-testid="goods-transfer"
            >
              {t('action.transfer')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
}
