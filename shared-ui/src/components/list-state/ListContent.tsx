import type { ReactNode } from 'react';
import { LoadingState } from './LoadingState';
import { StateMessage, type StateMessageProps } from './StateMessage';

export interface ListContentProps {
  /** Set when the page could not be loaded: said as an alert in place of the rows, e.g. with a retry. */
  failure?: Omit<StateMessageProps, 'alert'>;
  /** False until a page has come. */
  loaded: boolean;
  /** Said by the spinner while the first page loads, e.g. 'Loading campaigns…'. */
  loadingLabel: string;
  /** Rows on the page that came. */
  rowCount: number;
  /** Zero-based index of the page shown. */
  pageIndex: number;
  /** Whether a search or a filter narrows the list. */
  filtered: boolean;
  /** A later page left empty (e.g. after deletions): its action leads back to the first page. */
  emptyPage: StateMessageProps;
  /** A search or filter that matches nothing: its action clears them. */
  noResults: StateMessageProps;
  /** A list with nothing in it yet: its action adds the first. */
  empty: StateMessageProps;
  /** The rows, e.g. a DataTable; shown once a page with rows has come. */
  children: ReactNode;
  /** The pager, under the rows or the empty state; left out while nothing has come or loading failed. */
  pager?: ReactNode;
}

/**
 * A list's page and its pager, or what stands in for them: the failure, the first page on its way,
 * or why the page is empty with the way on. While a later page loads the rows already shown stay.
 */
export function ListContent({
  failure,
  loaded,
  loadingLabel,
  rowCount,
  pageIndex,
  filtered,
  emptyPage,
  noResults,
  empty,
  children,
  pager,
}: ListContentProps) {
  if (failure) return <StateMessage {...failure} alert />;
  if (!loaded) return <LoadingState label={loadingLabel} />;
  const emptyState = pageIndex > 0 ? emptyPage : filtered ? noResults : empty;
  return (
    <>
      {rowCount > 0 ? children : <StateMessage {...emptyState} />}
      {pager}
    </>
  );
}
