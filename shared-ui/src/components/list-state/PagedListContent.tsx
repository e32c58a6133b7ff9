import type { ReactNode } from 'react';
import { Pagination, type PaginationProps } from '../pagination/Pagination';
import { ListContent, type ListContentProps } from './ListContent';

/** A page of a list as the API's paged calls answer it. */
export interface ListPage {
  results: readonly unknown[];
  page_size: number;
  total: number;
  has_next: boolean;
}

/** What a paged list's read gives (an SWR response has it): the page, or why it did not come. */
export interface PagedRead {
  data?: ListPage | undefined;
  error?: unknown;
  isValidating: boolean;
  mutate: () => unknown;
}

export interface PagedListContentProps extends Omit<
  ListContentProps,
  'failure' | 'loaded' | 'rowCount' | 'pager' | 'children'
> {
  page: PagedRead;
  /** The words of a page that did not come: its title and its retry, which reads the page again. */
  failure: { title: string; retry: string };
  /** The area's `t`, with the pager's words under `pagination`. */
  pagerT: PaginationProps['t'];
  formatNumber: PaginationProps['formatNumber'];
  onPageChange: (pageIndex: number) => void;
  children: ReactNode;
}

/**
 * A list read a page at a time from the API: its rows, or what stands in for them (see ListContent),
 * and the pager under them, disabled while the next page is on its way.
 */
export function PagedListContent({
  page,
  failure,
  pagerT,
  formatNumber,
  onPageChange,
  pageIndex,
  children,
  ...states
}: PagedListContentProps) {
  const rowCount = page.data?.results.length ?? 0;
  return (
    <ListContent
      {...states}
      failure={
        page.error === undefined
          ? undefined
          : { title: failure.title, action: { label: failure.retry, onClick: () => void page.mutate() } }
      }
      loaded={page.data !== undefined}
      rowCount={rowCount}
      pageIndex={pageIndex}
      pager={
        page.data && (
          <Pagination
            t={pagerT}
            formatNumber={formatNumber}
            pageIndex={pageIndex}
            pageSize={page.data.page_size}
            rowCount={rowCount}
            total={page.data.total}
            hasNext={page.data.has_next}
            disabled={page.isValidating}
            onPageChange={onPageChange}
          />
        )
      }
    >
      {children}
    </ListContent>
  );
}
