import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { goodsEndpoints, GoodsStatus } from '@console/contract';
import { SearchSelect, type SearchSelectProps } from '@/components/search-select';
import { caller } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** One page of the largest size the goods list gives; the search narrows it by name. */
const PAGE_SIZE = 100;

const goodsOptions = domainQueries('goods').reads({ goodsList: caller(goodsEndpoints.goodsList) }, [
  'goodsList',
]);

export interface GoodsSelectProps extends Omit<SearchSelectProps, 'options' | 'loading' | 'onTermChange'> {
  /** Only goods on sale (a new order cannot be made on withdrawn goods). */
  onSaleOnly?: boolean;
  /** A goods that cannot be chosen (re-apply: the order's own). */
  exclude?: number;
}

/**
 * The partner's goods, searched by name on the server (`/goods/index`) as one types: the goods
 * filters of the orders, distribution and statistics screens, and the goods of a new order.
 */
export function GoodsSelect({ onSaleOnly, exclude, ...rest }: GoodsSelectProps) {
  const [name, setName] = useState('');
  const status = onSaleOnly ? GoodsStatus.onSale : ('' as const);
  const { data, isFetching } = useQuery({
    ...goodsOptions.goodsList({ page: 1, page_size: PAGE_SIZE, name, status }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const options = (data?.list ?? [])
    .filter((goods) => goods.id !== exclude)
    .map((goods) => ({ value: goods.id, label: goods.name }));
  return <SearchSelect {...rest} options={options} loading={isFetching} onTermChange={setName} />;
}
