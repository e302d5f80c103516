import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { agentQueries } from '../api';

export interface SubMerchantSelectProps {
  value: number;
  onChange: (id: number) => void;
  /** The label of the value 0 (all, or the default of every sub-merchant). */
  allLabel: string;
  /** Only the agent's direct sub-merchants (level 1): those whose commission it configures. */
  directOnly?: boolean;
  label: string;
  className?: string;
  testId: string;
}

/** The merchant level of an agent's direct sub-merchants in `agentSubOptions`. */
export const DIRECT_LEVEL = 1;

/** A sub-merchant of the agent (searchable by store name), or 0 for all of them. */
export function SubMerchantSelect(props: SubMerchantSelectProps) {
  const { value, onChange, allLabel, directOnly, label, className, testId } = props;
  const { data, isFetching } = useQuery({ ...agentQueries.agentSubOptions(), staleTime: 60_000 });
  const options = (data?.list ?? [])
    .filter((s) => !directOnly || s.level === DIRECT_LEVEL)
    .map((s) => ({ value: s.id, label: s.store_name }));
  return (
    <Select<number>
      className={className}
      value={value}
      onChange={onChange}
      options={[{ value: 0, label: allLabel }, ...options]}
      showSearch={{ optionFilterProp: 'label' }}
      loading={isFetching}
      aria-label={label}
      data-testid={testId}
    />
  );
}

/** The store name of a sub-merchant among the options already read (for a dialog's title). */
export function useSubMerchantName(id: number): string {
  const { data } = useQuery({ ...agentQueries.agentSubOptions(), staleTime: 60_000 });
  return data?.list.find((s) => s.id === id)?.store_name ?? '';
}
