import { Select } from 'antd';
import styles from './list-page.module.css';

export interface StatusSelectProps<S extends string> {
  value: S | '';
  onChange: (value: S | '') => void;
  /** The values to choose from, besides "all" (''). */
  values: readonly S[];
  optionLabel: (value: S) => string;
  allLabel: string;
  /** The select's accessible name. */
  label: string;
  testId: string;
}

/** A one-of filter (a status, a type) with "all" first. */
export function StatusSelect<S extends string>(props: StatusSelectProps<S>) {
  const { value, onChange, values, optionLabel, allLabel, label, testId } = props;
  return (
    <Select<S | ''>
      className={styles.filter}
      value={value}
      onChange={onChange}
      options={[{ value: '', label: allLabel }, ...values.map((v) => ({ value: v, label: optionLabel(v) }))]}
      aria-label={label}
      data-testid={testId}
    />
  );
}
