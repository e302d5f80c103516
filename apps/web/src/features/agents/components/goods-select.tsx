import { useState } from 'react';
import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_DEBOUNCE_MS } from '@console/contract';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { agentQueries } from '../api';

/** One page of the largest size the goods list gives; the search narrows it by name. */
const PAGE_SIZE = 100;

export interface GoodsSelectProps {
  value: number;
  onChange: (id: number) => void;
  /** The label of the value 0: every goods. */
  allLabel: string;
  label: string;
  className?: string;
  testId: string;
}

/** The partner's goods, searched by name on the server (`/goods/index`), or 0 for all. */
export function GoodsSelect({ value, onChange, allLabel, label, className, testId }: GoodsSelectProps) {
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The chosen goods keeps its name when a later search no longer lists it.
  const [chosen, setChosen] = useState<{ value: number; label: string } | null>(null);
  const { data, isFetching } = useQuery({
    ...agentQueries.listGoodsOptions({ page: 1, page_size: PAGE_SIZE, name, status: '' }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const options = (data?.list ?? []).map((goods) => ({ value: goods.id, label: goods.name }));
  if (value && chosen?.value === value && !options.some((o) => o.value === value)) options.unshift(chosen);
  options.unshift({ value: 0, label: allLabel });
  return (
    <Select<number>
      className={className}
      value={value}
      onChange={(id, option) => {
        const text = option && !Array.isArray(option) ? option.label : undefined;
        setChosen(typeof text === 'string' ? { value: id, label: text } : null);
        setSearch('');
        onChange(id);
      }}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      loading={isFetching}
      aria-label={label}
      notFoundContent={isFetching ? undefined : null}
      data-testid={testId}
    />
  );
}
