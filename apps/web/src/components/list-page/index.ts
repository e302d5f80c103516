export { DateRangeFilter, type DayRange, type DateRangeFilterProps } from './date-range-filter';
export { ExportButton } from './export-button';
export { KeywordSearch, type KeywordSearchProps } from './keyword-search';
export { ListActions, ListPage, listStyles } from './list-page';
export { ListTable } from './list-table';
export { StatusSelect, type StatusSelectProps } from './status-select';
export { useListPage, type ListPageState, type PageQuery } from './use-list-page';
export { columnsWidth } from './columns-width';
export { fitHeaderWidths, headerMinWidth } from './header-widths';
