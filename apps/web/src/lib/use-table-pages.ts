import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { DEFAULT_PAGE_SIZE_OPTIONS } from '@console/contract';

/**
 * A list page's page and page size, and the antd Table pagination that drives them: the default
 * options 10, 20, 30, 50, 100 (spec section 9), the total, and back to page 1 on a new page size
 * (the old page may not exist any more). A caller whose filters change calls `setPage(1)`.
 */
export function useTablePages() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE_OPTIONS[0]);

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

  return { page, pageSize, setPage, pagination };
}
