import { useState } from 'react';
import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GoodsStatus, SEARCH_DEBOUNCE_MS } from '@console/contract';
import { useDebouncedValue } from '@/lib/use-debounced-value';
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
  const { value, onChange, allLabel, onSaleOnly, exclude, placeholder, className, testId } = props;
  const { t } = useTranslation('orders');
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The chosen goods keeps its name when a later search no longer lists it.
  const [chosen, setChosen] = useState<{ value: number; label: string } | null>(null);
  const query = {
    page: 1,
    page_size: PAGE_SIZE,
    name,
    status: onSaleOnly ? GoodsStatus.onSale : ('' as const),
  };
  const { data, isFetching } = useQuery({
    ...orderQueries.listGoodsOptions(query),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const options = (data?.list ?? [])
    .filter((goods) => goods.id !== exclude)
    .map((goods) => ({ value: goods.id, label: goods.name }));
  if (value && chosen?.value === value && !options.some((o) => o.value === value)) options.unshift(chosen);
  if (allLabel !== undefined) options.unshift({ value: 0, label: allLabel });

  return (
    <Select<number>
      className={className}
      value={value}
      onChange={(id, option) => {
        const label = option && !Array.isArray(option) ? option.label : undefined;
        setChosen(typeof label === 'string' ? { value: id, label } : null);
        setSearch('');
        onChange(id);
      }}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      loading={isFetching}
      placeholder={placeholder}
      aria-label={t('col.goods')}
      notFoundContent={isFetching ? undefined : null}
      data-testid={testId}
    />
  );
}
