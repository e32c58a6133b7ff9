import { useId } from 'react';
import type { TFunction } from 'i18next';
import { Button } from '../form/Button';
import { CurrentPage, PageSize, PageSizeSelect, PaginationNav, Range, Steps } from './Pagination.styles';

export interface PageSizeChoice {
  /** The sizes offered; the current page size should be one of them. */
  sizes: readonly number[];
  onChange: (pageSize: number) => void;
}

export interface PaginationProps {
  /**
   * The caller's `t`, so each area words its own list. It reads `pagination.label` (the landmark's
   * name), `pagination.previous`, `pagination.next`, `pagination.page` ({{page}}) and
   * `pagination.range` ({{from}}, {{to}}, {{total}}); also `pagination.rangeAtLeast` when the total
   * is not exact and `pagination.pageSize` when a page size can be chosen.
   */
  t: TFunction;
  /** Writes a number as the UI language does. */
  formatNumber: (value: number) => string;
  /** Zero-based. */
  pageIndex: number;
  pageSize: number;
  /** Rows on the page shown. */
  rowCount: number;
  total: number;
  /** False when the server stopped counting: there are more matches than `total`. */
  totalIsExact?: boolean;
  hasNext: boolean;
  /** While a page loads, paging waits for it. */
  disabled: boolean;
  onPageChange: (pageIndex: number) => void;
  /** Lets the user choose how many rows a page shows; without it the page size is fixed. */
  pageSizeChoice?: PageSizeChoice;
}

/**
 * Where the rows shown sit in the whole list, the page number, Previous / Next, and the page size.
 * Nothing on an empty first page; an empty later page keeps its way back.
 */
export function Pagination({
  t,
  formatNumber,
  pageIndex,
  pageSize,
  rowCount,
  total,
  totalIsExact = true,
  hasNext,
  disabled,
  onPageChange,
  pageSizeChoice,
}: PaginationProps) {
  const sizeId = useId();
  // An empty first page has nothing to page through: the list shows its empty state instead.
  if (rowCount === 0 && pageIndex === 0) return null;

  const from = rowCount === 0 ? 0 : pageIndex * pageSize + 1;
  const to = pageIndex * pageSize + rowCount;
  const range = t(totalIsExact ? 'pagination.range' : 'pagination.rangeAtLeast', {
    from: formatNumber(from),
    to: formatNumber(to),
    total: formatNumber(total),
  });

  return (
    <PaginationNav aria-label={t('pagination.label')}>
      {pageSizeChoice && (
        <PageSize>
          <label htmlFor={sizeId}>{t('pagination.pageSize')}</label>
          <PageSizeSelect
            id={sizeId}
            value={String(pageSize)}
            onChange={(event) => pageSizeChoice.onChange(Number(event.target.value))}
          >
            {pageSizeChoice.sizes.map((size) => (
              <option key={size} value={String(size)}>
                {formatNumber(size)}
              </option>
            ))}
          </PageSizeSelect>
        </PageSize>
      )}
      <Range aria-live="polite">{range}</Range>
      <Steps>
        <Button
          type="button"
          $variant="secondary"
          disabled={disabled || pageIndex === 0}
          onClick={() => onPageChange(pageIndex - 1)}
        >
          {t('pagination.previous')}
        </Button>
        <CurrentPage aria-current="page">
          {t('pagination.page', { page: formatNumber(pageIndex + 1) })}
        </CurrentPage>
        <Button
          type="button"
          $variant="secondary"
          disabled={disabled || !hasNext}
          onClick={() => onPageChange(pageIndex + 1)}
        >
          {t('pagination.next')}
        </Button>
      </Steps>
    </PaginationNav>
  );
}
