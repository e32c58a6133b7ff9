import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { ListContent, type ListContentProps } from './ListContent';

async function renderList(props: Partial<ListContentProps>) {
  const actions = { retry: jest.fn(), firstPage: jest.fn(), clear: jest.fn(), add: jest.fn() };
  await renderWithTheme(
    <ListContent
      loaded
      loadingLabel="Loading patients…"
      rowCount={0}
      pageIndex={0}
      filtered={false}
      emptyPage={{
        title: 'There are no patients on this page.',
        action: { label: 'Go to the first page', onClick: actions.firstPage },
      }}
      noResults={{
        title: 'No patients match',
        body: 'Try other words.',
        action: { label: 'Clear search and filters', onClick: actions.clear },
      }}
      empty={{
        title: 'No patients yet',
        body: 'Add your first.',
        action: { label: 'Add patient', onClick: actions.add },
      }}
      pager={<nav aria-label="Pages of patients" />}
      {...props}
    >
      <table aria-label="Patients" />
    </ListContent>,
  );
  return actions;
}

describe('ListContent', () => {
  it('shows the rows and the pager once a page with rows has come', async () => {
    await renderList({ rowCount: 2, filtered: true });
    expect(screen.getByRole('table', { name: 'Patients' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of patients' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('says the first page is loading, as a status, with no pager yet', async () => {
    await renderList({ loaded: false });
    expect(screen.getByRole('status')).toHaveTextContent('Loading patients…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('announces a failure as an alert in place of the rows, with its way on', async () => {
    const user = userEvent.setup();
    const retry = jest.fn();
    await renderList({
      loaded: true,
      rowCount: 2,
      failure: { title: 'The data could not be loaded.', action: { label: 'Try again', onClick: retry } },
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The data could not be loaded.' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('invites to add the first row when nothing narrows an empty list', async () => {
    const user = userEvent.setup();
    const actions = await renderList({});
    const empty = screen.getByRole('region', { name: 'No patients yet' });
    expect(within(empty).getByText('Add your first.')).toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: 'Add patient' }));
    expect(actions.add).toHaveBeenCalledTimes(1);
  });

  it('offers to clear a search or filter that matches nothing', async () => {
    const user = userEvent.setup();
    const actions = await renderList({ filtered: true });
    expect(screen.queryByRole('region', { name: 'No patients yet' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(actions.clear).toHaveBeenCalledTimes(1);
  });

  it('leads from a later page left empty back to the first, filtered or not', async () => {
    const user = userEvent.setup();
    const actions = await renderList({ pageIndex: 3, filtered: true });
    expect(screen.getByRole('region', { name: 'There are no patients on this page.' })).toBeInTheDocument();
    // The pager stays, for a way back page by page.
    expect(screen.getByRole('navigation', { name: 'Pages of patients' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(actions.firstPage).toHaveBeenCalledTimes(1);
  });
});
