import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { ComboboxField, type ComboboxFieldProps } from './ComboboxField';

const cities = [
  { value: 'lisbon', label: 'Lisbon' },
  { value: 'london', label: 'London' },
  { value: 'sao-paulo', label: 'São Paulo', keywords: 'Brazil' },
  { value: 'tokyo', label: 'Tokyo' },
];

function Controlled(props: Partial<ComboboxFieldProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onChange?.('submitted');
      }}
    >
      <ComboboxField
        label="City"
        choices={cities}
        emptyChoice="Anywhere"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
    </form>
  );
}

const shownOptions = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('ComboboxField', () => {
  it('shows the chosen label and lists every choice, the empty one first, when opened', async () => {
    const user = userEvent.setup();
    await renderWithTheme(<Controlled value="london" />);
    const field = screen.getByRole('combobox', { name: 'City' });
    expect(field).toHaveValue('London');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.click(field);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(shownOptions()).toEqual(['Anywhere', 'Lisbon', 'London', 'São Paulo', 'Tokyo']);
    expect(screen.getByRole('option', { name: 'London' })).toHaveAttribute('aria-selected', 'true');
  });

  it('narrows the list as the user types, ignoring case and accents, and matches keywords', async () => {
    const user = userEvent.setup();
    await renderWithTheme(<Controlled />);
    const field = screen.getByRole('combobox', { name: 'City' });
    await user.type(field, 'LON');
    expect(shownOptions()).toEqual(['London']);
    await user.clear(field);
    await user.type(field, 'sao');
    expect(shownOptions()).toEqual(['São Paulo']);
    await user.clear(field);
    await user.type(field, 'brazil');
    expect(shownOptions()).toEqual(['São Paulo']);
    await user.clear(field);
    await user.type(field, 'paris');
    expect(shownOptions()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No matches');
  });

  it('is used from the keyboard: arrows move, Enter chooses without submitting, Escape goes back', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    await renderWithTheme(<Controlled onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'City' });
    await user.type(field, 'l');
    // 'l' is in Lisbon, London and São Paulo; the first match is active.
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Lisbon' }).id);
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'London' }).id);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('london');
    expect(field).toHaveValue('London');
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(field).toHaveValue('Anywhere');

    await user.type(field, 'tok');
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('Anywhere');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('chooses with the mouse, and leaving the field puts back the chosen label', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    await renderWithTheme(<Controlled onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'City' });
    await user.click(field);
    await user.click(screen.getByRole('option', { name: 'Tokyo' }));
    expect(onChange).toHaveBeenLastCalledWith('tokyo');
    expect(field).toHaveValue('Tokyo');
    await user.clear(field);
    await user.type(field, 'lis');
    await user.tab();
    expect(field).toHaveValue('Tokyo');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('marks itself invalid and announces its error', async () => {
    await renderWithTheme(<Controlled error="Choose a city." />);
    const field = screen.getByRole('combobox', { name: 'City' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Choose a city.');
  });
});
