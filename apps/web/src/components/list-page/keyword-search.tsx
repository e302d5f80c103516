import { Input } from 'antd';
import { useState } from 'react';
import { listStyles } from './list-page';

export interface KeywordSearchProps {
  /** The keyword the list is filtered by now. */
  keyword: string;
  onSearch: (keyword: string) => void;
  /** Its placeholder and accessible name. */
  label: string;
  maxLength?: number;
  testId: string;
}

/**
 * A list's keyword box. What is typed applies on Enter or the search icon (not on each key: one
 * call per search), trimmed; emptied with the clear icon, the filter is off at once.
 */
export function KeywordSearch({ keyword, onSearch, label, maxLength = 50, testId }: KeywordSearchProps) {
  const [typed, setTyped] = useState(keyword);
  // The keyword changed elsewhere (a reset, a link's filter): the box shows it, not what was typed.
  const [shownFor, setShownFor] = useState(keyword);
  if (shownFor !== keyword) {
    setShownFor(keyword);
    setTyped(keyword);
  }
  return (
    <Input.Search
      className={listStyles.keyword}
      value={typed}
      onChange={(e) => {
        setTyped(e.target.value);
        if (e.target.value === '' && keyword !== '') onSearch('');
      }}
      onSearch={(value) => onSearch(value.trim())}
      placeholder={label}
      aria-label={label}
      maxLength={maxLength}
      allowClear
      data-testid={testId}
    />
  );
}
