export { DateRangeFilter, type DayRange, type DateRangeFilterProps } from './date-range-filter';
export { ExportButton } from './export-button';
export { KeywordSearch, type KeywordSearchProps } from './keyword-search';
export { ListActions, ListPage, listStyles } from './list-page';
export { LinkedFilter, type LinkedFilterProps } from './linked-filter';
export { ListTable } from './list-table';
export { StatusSelect, type StatusSelectProps } from './status-select';
export { useListPage, type ListFilters, type ListPageState, type PageQuery } from './use-list-page';
export { columnsWidth } from './columns-width';
export { fitHeaderWidths, headerMinWidth } from './header-widths';
export {
  EntityListPage,
  type EntityColumnsOptions,
  type EntityFormProps,
  type EntityListState,
  type EntityTexts,
} from './entity-list-page';
export { LabelledFilter } from './labelled-filter';
export { RowActions, useActionsColumn, type RowAction } from './row-actions';
export { useStatusSwitch, type Switchable, type SwitchTexts } from './use-status-switch';
