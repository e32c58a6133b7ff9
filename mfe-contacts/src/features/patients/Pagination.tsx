import { useId } from 'react';
import { Button } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useContactsFormat } from '../../i18n/useContactsFormat';
import { PAGE_SIZES } from './state';
import { CurrentPage, PageSize, PageSizeSelect, PaginationNav, Range, Steps } from './Pagination.styles';

export interface PaginationProps {
  /** Zero-based. */
  pageIndex: number;
  pageSize: number;
  /** Rows on the page shown. */
  rowCount: number;
  total: number;
  /** False when the server stopped counting: there are more matches than `total`. */
  totalIsExact: boolean;
  hasNext: boolean;
  /** While a page loads, paging waits for it. */
  disabled: boolean;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** Page size choice, where the rows shown sit in the whole list, and Previous / Next. */
export function Pagination({
  pageIndex,
  pageSize,
  rowCount,
  total,
  totalIsExact,
  hasNext,
  disabled,
  onPageChange,
  onPageSizeChange,
}: PaginationProps) {
  const { t } = useAreaTranslation();
  const format = useContactsFormat();
  const sizeId = useId();
  const from = rowCount === 0 ? 0 : pageIndex * pageSize + 1;
  const to = pageIndex * pageSize + rowCount;
  const range = t(totalIsExact ? 'pagination.range' : 'pagination.rangeAtLeast', {
    from: format.number(from),
    to: format.number(to),
    total: format.number(total),
  });

  return (
    <PaginationNav aria-label={t('pagination.label')}>
      <PageSize>
        <label htmlFor={sizeId}>{t('pagination.pageSize')}</label>
        <PageSizeSelect
          id={sizeId}
          value={String(pageSize)}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {format.number(size)}
            </option>
          ))}
        </PageSizeSelect>
      </PageSize>
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
          {t('pagination.page', { page: format.number(pageIndex + 1) })}
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
