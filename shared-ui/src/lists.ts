// The pieces of a paged, searchable list (campaigns, patients): an entry of their own, so the host's
// first screen, which shows no list, does not load them with the rest of the shared UI.
export { ListPanel } from './components/list-panel/ListPanel';
export { SearchBox, SEARCH_DELAY_MS, type SearchBoxProps } from './components/search-box/SearchBox';
export { ListContent, type ListContentProps } from './components/list-state/ListContent';
export {
  PagedListContent,
  type ListPage,
  type PagedListContentProps,
  type PagedRead,
} from './components/list-state/PagedListContent';
export { DataTable, type DataTableColumn, type DataTableProps } from './components/data-table/DataTable';
export { NoWrapCell } from './components/data-table/DataTable.styles';
export { Pagination, type PageSizeChoice, type PaginationProps } from './components/pagination/Pagination';
