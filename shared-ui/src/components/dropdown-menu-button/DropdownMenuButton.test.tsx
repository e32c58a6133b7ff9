import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { DropdownMenuButton } from './DropdownMenuButton';

function setup() {
  const selected: string[] = [];
  const items = ['Edit', 'Clone', 'Delete'].map((label) => ({
    id: label,
    label,
    onSelect: () => selected.push(label),
  }));
  return { selected, items };
}

describe('DropdownMenuButton', () => {
  it('opens from the keyboard, moves with the arrow keys and selects with Enter', async () => {
    const user = userEvent.setup();
    const { selected, items } = setup();
    await renderWithTheme(<DropdownMenuButton label="Actions" items={items} />);
    const button = screen.getByRole('button', { name: 'Actions' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Clone' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(selected).toEqual(['Delete']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    const { selected, items } = setup();
    await renderWithTheme(<DropdownMenuButton label="Actions" items={items} />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('menu', { name: 'Actions' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
    expect(selected).toEqual([]);
  });

  it('closes when clicking elsewhere', async () => {
    const user = userEvent.setup();
    const { items } = setup();
    await renderWithTheme(
      <div>
        <DropdownMenuButton label="Actions" items={items} />
        <p>Outside</p>
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
