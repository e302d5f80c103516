// The exact-match filters typed by hand (order number, phone, ID number) of the order lists: the
// merchant's and the agent's distribution orders. They apply together, once well-formed.
import { type ReactNode, useState } from 'react';
import { Input } from 'antd';
import { CUSTOMER_PHONE_PATTERN, ID_NUMBER_PATTERN, ORDER_NO_PATTERN } from '@console/contract';

export type ExactFilterKey = 'order_no' | 'phone' | 'id_number';
export const EXACT_FILTER_KEYS: readonly ExactFilterKey[] = ['order_no', 'phone', 'id_number'];
export type ExactFilters = Record<ExactFilterKey, string>;
export const NO_EXACT_FILTERS: ExactFilters = { order_no: '', phone: '', id_number: '' };

/** How much may be typed: a pasted number comes with spaces or dashes, cleaned before the check. */
export const EXACT_FILTER_MAX_LENGTH: Record<ExactFilterKey, number> = {
  order_no: 24,
  phone: 16,
  id_number: 24,
};

const PATTERNS: Record<ExactFilterKey, RegExp> = {
  order_no: ORDER_NO_PATTERN,
  phone: CUSTOMER_PHONE_PATTERN,
  id_number: ID_NUMBER_PATTERN,
};

/**
 * Cleans what was typed (spaces and dashes that come with a pasted number, a +86, a lower-case x of
 * an ID number) and says which field is not a whole value: these filters match exactly, so a part
 * of a number would only find nothing. The server checks the same patterns again.
 */
export function cleanExactFilters(typed: ExactFilters): { value: ExactFilters; invalid: ExactFilterKey[] } {
  const squeeze = (s: string) => s.replace(/[\s-]+/g, '');
  const value: ExactFilters = {
    order_no: squeeze(typed.order_no),
    phone: squeeze(typed.phone).replace(/^\+?86(?=1\d{10}$)/, ''),
    id_number: squeeze(typed.id_number).toUpperCase(),
  };
  const invalid = EXACT_FILTER_KEYS.filter((key) => value[key] !== '' && !PATTERNS[key].test(value[key]));
  return { value, invalid };
}

export interface ExactFieldLook {
  /** The placeholder and the accessible name. */
  label: string | undefined;
  /** Shown under the field when what was typed is not a whole value. */
  invalidText: ReactNode;
  testId: string;
  className: string | undefined;
  invalidClassName: string | undefined;
  invalidTestId?: string;
}

const pick = (values: ExactFilters): ExactFilters => ({
  order_no: values.order_no,
  phone: values.phone,
  id_number: values.id_number,
});

/**
 * The typed side of the exact-match filters: what was typed, which field is malformed, `search`
 * (applies the three together once well-formed), `clear` (with the form's reset) and `field`, one
 * input. An input emptied with its clear icon turns its filter off at once, as a select would.
 */
export function useExactFilters(applied: ExactFilters, apply: (patch: Partial<ExactFilters>) => void) {
  const [typed, setTyped] = useState<ExactFilters>(() => pick(applied));
  const [invalid, setInvalid] = useState<ExactFilterKey[]>([]);
  // The applied values changed elsewhere (a reset, a link's order number): the fields show them.
  const appliedKey = EXACT_FILTER_KEYS.map((key) => applied[key]).join('\n');
  const [shownFor, setShownFor] = useState(appliedKey);
  if (shownFor !== appliedKey) {
    setShownFor(appliedKey);
    setTyped(pick(applied));
    setInvalid([]);
  }

  const search = () => {
    const cleaned = cleanExactFilters(typed);
    setInvalid(cleaned.invalid);
    if (cleaned.invalid.length > 0) return;
    setTyped(cleaned.value);
    apply(cleaned.value);
  };
  const clear = () => {
    setTyped(NO_EXACT_FILTERS);
    setInvalid([]);
  };
  const field = (key: ExactFilterKey, look: ExactFieldLook) => (
    <div key={key} className={look.className}>
      <Input
        value={typed[key]}
        onChange={(e) => {
          setTyped({ ...typed, [key]: e.target.value });
          if (invalid.includes(key)) setInvalid(invalid.filter((k) => k !== key));
          if (e.target.value === '' && applied[key] !== '') apply({ [key]: '' });
        }}
        onPressEnter={search}
        placeholder={look.label}
        aria-label={look.label}
        status={invalid.includes(key) ? 'error' : undefined}
        maxLength={EXACT_FILTER_MAX_LENGTH[key]}
        allowClear
        inputMode={key === 'id_number' ? 'text' : 'numeric'}
        data-testid={look.testId}
      />
      {invalid.includes(key) && (
        <span className={look.invalidClassName} role="alert" data-testid={look.invalidTestId}>
          {look.invalidText}
        </span>
      )}
    </div>
  );
  return { search, clear, field };
}
