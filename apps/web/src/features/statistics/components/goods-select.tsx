import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchSelect } from '@/components/search-select';
import { statsQueries } from '../api';

/** One page of the largest size the goods list gives; the search narrows it by name. */
const PAGE_SIZE = 100;

export interface GoodsSelectProps {
  value: number;
  onChange: (id: number) => void;
  allLabel: string;
  label: string;
  className?: string;
  testId: string;
}

/** The partner's goods, searched by name on the server (`/goods/index`), or 0 for all. */
export function GoodsSelect(props: GoodsSelectProps) {
  const [name, setName] = useState('');
  const { data, isFetching } = useQuery({
    ...statsQueries.listGoodsOptions({ page: 1, page_size: PAGE_SIZE, name, status: '' }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const options = (data?.list ?? []).map((goods) => ({ value: goods.id, label: goods.name }));
  return <SearchSelect {...props} options={options} loading={isFetching} onTermChange={setName} />;
}
