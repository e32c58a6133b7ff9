import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { TenantDropdown, type TenantDropdownProps } from './TenantDropdown';

const tenants = [
  { id: 7, trading_name: 'North Clinic' },
  { id: 9, trading_name: 'South Hospital' },
];

function Controlled(props: Partial<TenantDropdownProps> & { onPick?: (id: number) => void }) {
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return (
    <TenantDropdown
      tenants={tenants}
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onPick?.(id);
      }}
    />
  );
}

describe('TenantDropdown', () => {
  it('lists the tenants under its label and reports the chosen id', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    await renderWithTheme(<Controlled value={7} onPick={onPick} />);
    const select = screen.getByRole('combobox', { name: 'Tenant' });
    expect(select).toHaveDisplayValue('North Clinic');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'North Clinic',
      'South Hospital',
    ]);
    await user.selectOptions(select, 'South Hospital');
    expect(onPick).toHaveBeenCalledWith(9);
    expect(select).toHaveDisplayValue('South Hospital');
  });

  it("adds 'None' with id 0 first in branding mode", async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    await renderWithTheme(<Controlled includeNone value={9} label="Brand for" onPick={onPick} />);
    const select = screen.getByRole('combobox', { name: 'Brand for' });
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('None');
    await user.selectOptions(select, 'None');
    expect(onPick).toHaveBeenCalledWith(0);
  });

  it('is reached with Tab', async () => {
    const user = userEvent.setup();
    await renderWithTheme(<Controlled value={7} />);
    await user.tab();
    // Arrow-key choosing inside a native select is the browser's own behaviour.
    expect(screen.getByRole('combobox', { name: 'Tenant' })).toHaveFocus();
  });

  it('asks for a choice when nothing is chosen yet', async () => {
    await renderWithTheme(<Controlled />);
    expect(screen.getByRole('combobox', { name: 'Tenant' })).toHaveDisplayValue('Select a tenant');
  });

  it('says when there are no tenants', async () => {
    await renderWithTheme(<TenantDropdown tenants={[]} value={null} onChange={jest.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Tenant' });
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription('No tenants available.');
  });

  it('is busy and disabled while loading', async () => {
    await renderWithTheme(<TenantDropdown tenants={[]} value={null} loading onChange={jest.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Tenant' });
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading tenants…');
  });
});
