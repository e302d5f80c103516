import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GoodsStatus } from '@console/contract';
import { SearchSelect } from '@/components/search-select';
import { orderQueries } from '../api';

/** One page of the largest size the goods list gives; the search narrows it by name. */
const PAGE_SIZE = 100;

export interface GoodsSelectProps {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  /** Offer "all goods" as the value 0 (the list filter). */
  allLabel?: string;
  /** Only goods on sale (a new order cannot be made on withdrawn goods). */
  onSaleOnly?: boolean;
  /** A goods that cannot be chosen (re-apply: the order's own). */
  exclude?: number;
  placeholder?: string;
  className?: string;
  testId: string;
}

/** The partner's goods, searched by name on the server (`/goods/index`). */
export function GoodsSelect(props: GoodsSelectProps) {
  const { onSaleOnly, exclude, ...rest } = props;
  const { t } = useTranslation('orders');
  const [name, setName] = useState('');
  const status = onSaleOnly ? GoodsStatus.onSale : ('' as const);
  const { data, isFetching } = useQuery({
    ...orderQueries.listGoodsOptions({ page: 1, page_size: PAGE_SIZE, name, status }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const options = (data?.list ?? [])
    .filter((goods) => goods.id !== exclude)
    .map((goods) => ({ value: goods.id, label: goods.name }));
  return (
    <SearchSelect
      {...rest}
      label={t('col.goods')}
      options={options}
      loading={isFetching}
      onTermChange={setName}
    />
  );
}
