import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import type { LiveListDomain, Page, PayloadIn } from '@console/contract';
import { useLiveList } from '@/lib/live-lists';
import { useTablePages } from '@/lib/use-table-pages';
import { isFiltered } from './filter-state';

/** A page of the list: its number and size as the list calls take them. */
export interface PageQuery {
  page: number;
  page_size: number;
}

/** The date bounds a list's payload may take: left out, not '', until one is picked. */
type DateBounds = 'start_date' | 'end_date' | 'period_start' | 'period_end';

/**
 * A list screen's filters, derived from its endpoint's payload (never written by hand): every field
 * but the page and those the screen fixes itself (`Fixed`, e.g. the batch of a batch's items), each
 * one present (its "all" value), and the date bounds, which a reset leaves out.
 */
export type ListFilters<E, Fixed extends string = never> = Required<
  Omit<NonNullable<PayloadIn<E>>, keyof PageQuery | DateBounds | Fixed>
> &
  Pick<NonNullable<PayloadIn<E>>, DateBounds & keyof NonNullable<PayloadIn<E>>>;

/** Query options as a domain's factory makes them (`queryOptions`). */
type PageQueryOptions = { queryKey: readonly unknown[]; queryFn?: unknown };
/** The answer of a page query: what its function resolves to. */
type DataOf<Q> = Q extends { queryFn?: infer Fn }
  ? Exclude<Fn, undefined> extends (...args: never[]) => infer Out
    ? Awaited<Out> extends Page<unknown>
      ? Awaited<Out>
      : never
    : never
  : never;

export interface ListPageOptions<F, Q extends PageQueryOptions> {
  /** The filters at first, and after a reset (the whole filter: tabs included). */
  filters: F;
  /**
   * The filters a link opened the list with (a drill-down), over `filters` at first; a reset
   * still goes back to `filters`. Read once, when the list is made.
   */
  linked?: Partial<F>;
  /** The query of a page under the filters: one of the domain's query option factories. */
  query: (filters: F, page: PageQuery) => Q;
  /** The rows are about to change (a filter, a page): e.g. forget the rows revealed. */
  onRowsChange?: () => void;
  /** A filter changes (not the page): e.g. a selection that spans pages ends. */
  onFiltersChange?: () => void;
  /** Ask again every so often while the answer says so (`false`: not now). */
  refetchInterval?: (data: DataOf<Q> | undefined) => number | false;
  /**
   * The domain whose `list` events read the rows again while the list is mounted (the server
   * announces it: `LIVE_LIST_DOMAINS`, decision 051): the rows stay fresh without a click.
   */
  live?: LiveListDomain;
}

/**
 * The state of a filtered, paginated list: its filters (a change goes back to page 1), the query
 * of the page (the previous page stays on screen while the next comes), and the table's
 * pagination. Its parts are drawn by `ListPage`, `ListTable` and the filters of this folder.
 */
export function useListPage<F extends object, Q extends PageQueryOptions>(options: ListPageOptions<F, Q>) {
  type R = DataOf<Q>;
  const { filters: initial, linked, query, onRowsChange, onFiltersChange, refetchInterval, live } = options;
  useLiveList(live);
  const { page, pageSize, setPage, pagination } = useTablePages();
  const [filters, setFiltersState] = useState<F>(() => ({ ...initial, ...linked }));
  const client = useQueryClient();
  const apply = (next: (current: F) => F) => {
    setFiltersState(next);
    setPage(1);
    onRowsChange?.();
    onFiltersChange?.();
    // A search always reads the server again (defect 3 of issue 39): with the same filters the
    // page's query key is unchanged, and TanStack Query would have kept the rows it had, however
    // old. Marked stale, the query is asked again now (it is on screen) or when its key is next.
    const { queryKey } = query(next(filters), { page: 1, page_size: pageSize });
    void client.invalidateQueries({ queryKey, exact: true });
  };
  const setFilters = (change: Partial<F>) => apply((current) => ({ ...current, ...change }));
  // The start's filters as they are, not merged: a key the start lacks (a date range picked
  // later) would survive a merge (defect 4 of issue 39: 重置 kept 分销订单's days).
  const reset = () => apply(() => initial);
  const result = useQuery<R, Error, R>({
    ...(query(filters, { page, page_size: pageSize }) as unknown as UseQueryOptions<R, Error, R>),
    placeholderData: keepPreviousData,
    staleTime: 0,
    ...(refetchInterval ? { refetchInterval: (q) => refetchInterval(q.state.data) } : {}),
  });
  const answer = result.data as Page<unknown> | undefined;
  const total = answer?.total ?? 0;
  const tablePagination = (totalText: (count: number) => string): TablePaginationConfig => {
    const base = pagination(total, totalText);
    return {
      ...base,
      onChange: (next, size) => {
        onRowsChange?.();
        base.onChange?.(next, size);
      },
    };
  };
  return {
    filters,
    setFilters,
    /** Back to the filters of the start, all of them (a search: the rows are read again). */
    reset,
    /** The filters differ from the start: an empty answer means "nothing matches". */
    filtered: isFiltered(filters, initial),
    /** When the rows on screen were read (ms since 1970; 0: not yet). */
    updatedAt: result.dataUpdatedAt,
    page,
    pageSize,
    result,
    rows: (answer?.list ?? []) as R['list'],
    total,
    /** The first answer is on its way (a refresh keeps the rows on screen). */
    loading: result.isFetching && !result.data,
    pagination: tablePagination,
  };
}

/** What `ListTable` reads of a list's state. */
export interface ListPageState<Row> {
  rows: readonly Row[];
  loading: boolean;
  pagination: (totalText: (count: number) => string) => TablePaginationConfig;
  result: { isError: boolean; refetch: () => Promise<unknown> };
  /** The filters differ from the list's start (absent: the list has no filters). */
  filtered?: boolean;
  /** Back to the start's filters (the empty state's reset link). */
  reset?: () => void;
  /** When the rows on screen were read (ms; 0: not yet): the table bar says how long ago. */
  updatedAt?: number;
}
