import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type TFunction } from 'i18next';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Pagination, type PaginationProps } from './Pagination';

// An area's own strings, as a remote hands its `t` in.
const listStrings = {
  pagination: {
    label: 'Pages of patients',
    pageSize: 'Rows per page',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
    range: '{{from}}–{{to}} of {{total}}',
    rangeAtLeast: '{{from}}–{{to}} of more than {{total}}',
  },
};

async function areaT(): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    ns: ['list'],
    resources: { en: { list: listStrings } },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT('en', 'list');
}

const formatNumber = (value: number) => new Intl.NumberFormat('en').format(value);

async function renderPagination(props: Partial<PaginationProps> = {}) {
  const onPageChange = jest.fn();
  await renderWithTheme(
    <Pagination
      t={await areaT()}
      formatNumber={formatNumber}
      pageIndex={0}
      pageSize={50}
      rowCount={50}
      total={1234}
      hasNext
      disabled={false}
      onPageChange={onPageChange}
      {...props}
    />,
  );
  return onPageChange;
}

const pages = () => screen.getByRole('navigation', { name: 'Pages of patients' });

describe('Pagination', () => {
  it('says where the rows sit in the list, in the caller’s words, and goes to the next page', async () => {
    const user = userEvent.setup();
    const onPageChange = await renderPagination();
    const nav = pages();

    expect(within(nav).getByText('1–50 of 1,234')).toBeInTheDocument();
    expect(within(nav).getByText('Page 1')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('goes back from the last page, where Next is off', async () => {
    const user = userEvent.setup();
    const onPageChange = await renderPagination({ pageIndex: 24, rowCount: 34, hasNext: false });
    const nav = pages();

    expect(within(nav).getByText('1,201–1,234 of 1,234')).toBeInTheDocument();
    expect(within(nav).getByText('Page 25')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(23);
  });

  it('waits while a page loads', async () => {
    await renderPagination({ pageIndex: 1, disabled: true });
    const nav = pages();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says when the server stopped counting', async () => {
    await renderPagination({ totalIsExact: false, total: 10000 });
    const nav = pages();
    expect(within(nav).getByText('1–50 of more than 10,000')).toBeInTheDocument();
  });

  it('lets the user choose the page size only when offered', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    await renderPagination({ pageSizeChoice: { sizes: [25, 50, 100], onChange } });
    const nav = pages();

    const size = within(nav).getByRole('combobox', { name: 'Rows per page' });
    expect(size).toHaveValue('50');
    await user.selectOptions(size, '100');
    expect(onChange).toHaveBeenCalledWith(100);
  });

  it('has no page size to choose by default', async () => {
    await renderPagination();
    const nav = pages();
    expect(within(nav).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows nothing on an empty first page', async () => {
    await renderPagination({ rowCount: 0, total: 0, hasNext: false });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps the way back on an empty later page', async () => {
    await renderPagination({ pageIndex: 2, rowCount: 0, total: 100, hasNext: false });
    expect(within(pages()).getByRole('button', { name: 'Previous' })).toBeEnabled();
  });
});
