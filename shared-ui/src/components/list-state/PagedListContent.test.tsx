import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type TFunction } from 'i18next';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { PagedListContent, type PagedRead } from './PagedListContent';

async function areaT(): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    ns: ['list'],
    resources: {
      en: {
        list: {
          pagination: {
            label: 'Pages of exports',
            previous: 'Previous',
            next: 'Next',
            page: 'Page {{page}}',
            range: '{{from}}–{{to}} of {{total}}',
          },
        },
      },
    },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT('en', 'list');
}

async function renderPaged(page: PagedRead, pageIndex = 0) {
  const onPageChange = jest.fn();
  await renderWithTheme(
    <PagedListContent
      page={page}
      failure={{ title: 'The exports could not be loaded.', retry: 'Try again' }}
      pagerT={await areaT()}
      formatNumber={(value) => new Intl.NumberFormat('en').format(value)}
      onPageChange={onPageChange}
      loadingLabel="Loading exports…"
      pageIndex={pageIndex}
      filtered={false}
      emptyPage={{ title: 'There are no exports on this page' }}
      noResults={{ title: 'No export matches' }}
      empty={{ title: 'No exports yet' }}
    >
      <table aria-label="Exports" />
    </PagedListContent>,
  );
  return onPageChange;
}

const pageOf = (rows: number, total: number, hasNext: boolean) => ({
  results: Array.from({ length: rows }, (_, index) => index),
  page_size: 2,
  total,
  has_next: hasNext,
});

describe('PagedListContent', () => {
  it('shows the rows with a pager that counts them and moves on', async () => {
    const onPageChange = await renderPaged({
      data: pageOf(2, 3, true),
      isValidating: false,
      mutate: jest.fn(),
    });
    expect(screen.getByRole('table', { name: 'Exports' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages of exports' });
    expect(pager).toHaveTextContent('1–2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('says a page that did not come, and its retry reads it again', async () => {
    const mutate = jest.fn();
    await renderPaged({ error: new Error('offline'), isValidating: false, mutate });
    expect(screen.getByRole('alert')).toHaveTextContent('The exports could not be loaded.');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('says the first page is on its way', async () => {
    await renderPaged({ isValidating: true, mutate: jest.fn() });
    expect(screen.getByText('Loading exports…')).toBeInTheDocument();
  });

  it('keeps the pager disabled while the next page is read', async () => {
    await renderPaged({ data: pageOf(2, 3, true), isValidating: true, mutate: jest.fn() }, 0);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
