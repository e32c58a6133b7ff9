import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { DataTable } from './DataTable';

const columns = [{ label: 'Name' }, { label: 'Status' }, { label: 'Actions', visuallyHidden: true }];

describe('DataTable', () => {
  it('is a table named by its caption, with column headers and the rows it is given', async () => {
    await renderWithTheme(
      <DataTable caption="Campaigns" columns={columns} busy={false}>
        <tr>
          <th scope="row">Flu vaccination</th>
          <td>Active</td>
          <td>
            <button type="button">Clone</button>
          </td>
        </tr>
      </DataTable>,
    );

    const table = screen.getByRole('table', { name: 'Campaigns' });
    expect(table).not.toHaveAttribute('aria-busy');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Status', 'Actions']);
    expect(within(table).getByRole('columnheader', { name: 'Actions' }).firstElementChild).toHaveClass(
      'visually-hidden',
    );
    const row = within(table).getByRole('rowheader', { name: 'Flu vaccination' }).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Active' })).toBeInTheDocument();
  });

  it('puts a leading header first, and marks the table busy while the next page loads', async () => {
    await renderWithTheme(
      <DataTable
        caption="Patients"
        columns={columns}
        busy
        scrollOnlyWhenNarrow
        leadingHeader={
          <th scope="col">
            <input type="checkbox" aria-label="Select all on this page" />
          </th>
        }
      >
        <tr>
          <td />
          <th scope="row">Ada Lovelace</th>
          <td>Active</td>
          <td />
        </tr>
      </DataTable>,
    );

    const table = screen.getByRole('table', { name: 'Patients' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers).toHaveLength(4);
    expect(
      within(headers[0]!).getByRole('checkbox', { name: 'Select all on this page' }),
    ).toBeInTheDocument();
  });
});
