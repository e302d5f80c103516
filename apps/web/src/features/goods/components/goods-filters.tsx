import { Button, Checkbox, Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CARRIERS,
  GoodsStatus,
  type Carrier,
  type GoodsStatusValue,
  type goodsEndpoints,
} from '@console/contract';
import type { ListFilters } from '@/components/list-page';
import styles from './goods.module.css';

/** The list's filters: the goods list call's payload without the page. */
export type GoodsFilterValue = ListFilters<typeof goodsEndpoints.goodsList>;

export const NO_FILTER: GoodsFilterValue = { carrier: '', name: '', status: '', mismatch_only: false };

/** Carrier, name and on-sale status, and the goods that miss the store's areas. */
export function GoodsFilters({
  value,
  onChange,
  onReset,
}: {
  value: GoodsFilterValue;
  onChange: (next: GoodsFilterValue) => void;
  /** Every filter back to none, the typed name too (the list kit's reset). */
  onReset: () => void;
}) {
  const { t } = useTranslation('goods');
  const { t: common } = useTranslation();
  const set = (patch: Partial<GoodsFilterValue>) => onChange({ ...value, ...patch });
  return (
    <div className={styles.toolbar}>
      <Select<Carrier | ''>
        className={styles.select}
        value={value.carrier}
        onChange={(carrier) => set({ carrier })}
        options={[
          { value: '', label: t('filter.carrier_all') },
          ...CARRIERS.map((carrier) => ({ value: carrier, label: t(`carrier.${carrier}`) })),
        ]}
        aria-label={t('filter.carrier')}
        data-testid="goods-filter-carrier"
      />
      <Input
        className={styles.search}
        prefix={<SearchOutlined />}
        placeholder={t('filter.name_placeholder')}
        value={value.name}
        onChange={(e) => set({ name: e.target.value })}
        allowClear
        maxLength={50}
        data-testid="goods-filter-name"
      />
      <Select<GoodsStatusValue | ''>
        className={styles.select}
        value={value.status}
        onChange={(status) => set({ status })}
        options={[
          { value: '', label: t('filter.status_all') },
          { value: GoodsStatus.onSale, label: t('status.on_sale') },
          { value: GoodsStatus.offSale, label: t('status.off_sale') },
        ]}
        aria-label={t('filter.status')}
        data-testid="goods-filter-status"
      />
      <Checkbox
        checked={value.mismatch_only}
        onChange={(e) => set({ mismatch_only: e.target.checked })}
        data-testid="goods-filter-mismatch"
      >
        {t('filter.mismatch_only')}
      </Checkbox>
      <Button onClick={onReset} data-testid="goods-page-reset">
        {common('list.reset')}
      </Button>
    </div>
  );
}
