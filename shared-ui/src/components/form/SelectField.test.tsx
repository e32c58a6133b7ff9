import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { SelectField, type SelectFieldProps } from './SelectField';

const statuses = [
  { value: 'draft', label: 'Draft' },
  { value: 'active', label: 'Active' },
];

function Controlled(props: Partial<SelectFieldProps>) {
  const [value, setValue] = useState('');
  return <SelectField label="Status" value={value} choices={statuses} onChange={setValue} {...props} />;
}

describe('SelectField', () => {
  it('is a select named by its label that hands on the value chosen', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    await renderWithTheme(<Controlled emptyChoice="All statuses" onChange={onChange} />);

    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Draft', 'Active']);
    await user.selectOptions(select, 'Active');
    expect(onChange).toHaveBeenLastCalledWith('active');
  });

  it('offers only the choices when there is no empty one', async () => {
    await renderWithTheme(<Controlled value="draft" />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Draft', 'Active']);
  });

  it('marks itself invalid and announces its error', async () => {
    await renderWithTheme(<Controlled error="Choose a status." />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Choose a status.');
  });

  it('passes the native attributes on, e.g. disabled while its choices load', async () => {
    await renderWithTheme(<Controlled disabled />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeDisabled();
  });
});
