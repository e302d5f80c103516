import { useCallback, useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { DEFAULT_PAGE_SIZE_OPTIONS } from '@console/contract';

/**
 * A list's page, page size and filters. A change of filter goes back to page 1 (the old page may
 * not exist any more), and so does a change of page size.
 */
export function useListState<F extends object>(initialFilters: F) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE_OPTIONS[0]);
  const [filters, setFiltersState] = useState<F>(initialFilters);

  const setFilters = useCallback((change: Partial<F>) => {
    setFiltersState((current) => ({ ...current, ...change }));
    setPage(1);
  }, []);

  /** antd Table pagination with the default options 10, 20, 30, 50, 100. */
  const pagination = (total: number, showTotal: (count: number) => string): TablePaginationConfig => ({
    current: page,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [...DEFAULT_PAGE_SIZE_OPTIONS],
    showTotal,
    onChange: (next, size) => {
      setPage(size === pageSize ? next : 1);
      setPageSize(size);
    },
  });

  return { page, pageSize, filters, setFilters, pagination };
}
