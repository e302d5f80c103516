import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { SEARCH_DEBOUNCE_MS } from '@console/contract';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export interface SearchOption {
  value: number;
  label: string;
}

export interface SearchSelectProps {
  /** The chosen id; 0 is "all" when `allLabel` is given, else nothing chosen. */
  value: number | undefined;
  onChange: (id: number) => void;
  /** The options found for the last term. */
  options: SearchOption[];
  loading: boolean;
  /** The words typed, trimmed, once typing pauses: the caller asks the server for their options. */
  onTermChange: (term: string) => void;
  /** The first option, "all" (0); none in a form, where one must be chosen. */
  allLabel?: string;
  /** The chosen one's name when it was chosen before (an edit) and a search may not list it. */
  valueLabel?: string;
  /** Its accessible name. */
  label: string;
  placeholder?: string;
  className?: string;
  testId: string;
}

/**
 * One of many (goods, rooms, anchors), searched on the server by what is typed: however many a
 * merchant has, any can be found, and the first page shows without typing.
 */
export function SearchSelect(props: SearchSelectProps) {
  const { value, onChange, onTermChange, allLabel, valueLabel, label, placeholder, className, testId } =
    props;
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    onTermChange(term);
  }, [term, onTermChange]);
  // The chosen one keeps its name when a later search no longer lists it.
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  const options = [...props.options];
  const known =
    chosen?.value === value ? chosen : valueLabel ? { value: value ?? 0, label: valueLabel } : null;
  if (value && known && !options.some((o) => o.value === value)) options.unshift(known);
  if (allLabel !== undefined) options.unshift({ value: 0, label: allLabel });
  return (
    <Select<number>
      className={className}
      value={allLabel !== undefined || (value ?? 0) > 0 ? value : undefined}
      onChange={(id, option) => {
        const text = option && !Array.isArray(option) ? option.label : undefined;
        setChosen(typeof text === 'string' ? { value: id, label: text } : null);
        setSearch('');
        onChange(id);
      }}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      loading={props.loading}
      placeholder={placeholder}
      aria-label={label}
      notFoundContent={props.loading ? undefined : null}
      data-testid={testId}
    />
  );
}
