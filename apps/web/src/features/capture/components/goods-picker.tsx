import { useState } from 'react';
import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_DEBOUNCE_MS } from '@console/contract';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { captureQueries } from '../api';

/** One page of the largest size the goods list gives; the search narrows it by name. */
const PAGE_SIZE = 100;

export interface GoodsPickerProps {
  value: number | null;
  /** The goods' name when the value comes from the server (it may not be on the first page). */
  valueLabel?: string | null;
  onChange: (id: number | null) => void;
  label: string;
  placeholder?: string;
  allowClear?: boolean;
  className?: string;
  testId: string;
}

/** The partner's goods, searched by name on the server (`/goods/index`, as the order filters ask). */
export function GoodsPicker(props: GoodsPickerProps) {
  const { value, valueLabel, onChange, label, placeholder, allowClear, className, testId } = props;
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The chosen goods keeps its name when a later search no longer lists it.
  const [chosen, setChosen] = useState<{ value: number; label: string } | null>(null);
  const [open, setOpen] = useState(false);
  // A table of many rows asks for the goods once a picker is opened, not once per row.
  const { data, isFetching } = useQuery({
    ...captureQueries.goodsList({ page: 1, page_size: PAGE_SIZE, name, status: '' }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled: open || search !== '',
  });
  const options = (data?.list ?? []).map((goods) => ({ value: goods.id, label: goods.name }));
  if (value && !options.some((o) => o.value === value)) {
    const known = chosen?.value === value ? chosen.label : valueLabel;
    if (known) options.unshift({ value, label: known });
  }
  return (
    <Select<number>
      className={className}
      value={value ?? undefined}
      onChange={(id, option) => {
        const text = option && !Array.isArray(option) ? option.label : undefined;
        setChosen(typeof text === 'string' ? { value: id, label: text } : null);
        setSearch('');
        onChange(id ?? null);
      }}
      onOpenChange={setOpen}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      loading={isFetching}
      allowClear={allowClear}
      placeholder={placeholder}
      aria-label={label}
      notFoundContent={isFetching ? undefined : null}
      data-testid={testId}
    />
  );
}
