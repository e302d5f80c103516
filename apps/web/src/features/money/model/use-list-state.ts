import { useCallback, useState } from 'react';
import { useTablePages } from '@/lib/use-table-pages';

/** A list's page, page size and filters: a change of filter goes back to page 1. */
export function useListState<F extends object>(initialFilters: F) {
  const { page, pageSize, setPage, pagination } = useTablePages();
  const [filters, setFiltersState] = useState<F>(initialFilters);

  const setFilters = useCallback(
    (change: Partial<F>) => {
      setFiltersState((current) => ({ ...current, ...change }));
      setPage(1);
    },
    [setPage],
  );

  return { page, pageSize, filters, setFilters, pagination };
}
