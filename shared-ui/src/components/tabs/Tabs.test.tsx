import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Tabs } from './Tabs';

type Id = 'look' | 'mail' | 'keys';

function Harness({ keepMounted }: { keepMounted?: boolean }) {
  const [selected, setSelected] = useState<Id>('look');
  return (
    <Tabs
      keepMounted={keepMounted}
      label="Settings"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'look', label: 'Look', panel: <input aria-label="Colour" /> },
        { id: 'mail', label: 'Mail', panel: <p>Mail settings</p> },
        { id: 'keys', label: 'Keys', panel: <p>Key settings</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows the chosen panel, named by its tab, and keeps the others mounted but hidden', async () => {
    const user = userEvent.setup();
    await renderWithTheme(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Look' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Look' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Colour' }), '#123');

    await user.click(screen.getByRole('tab', { name: 'Mail' }));
    expect(screen.getByRole('tabpanel', { name: 'Mail' })).toHaveTextContent('Mail settings');
    expect(screen.queryByRole('tabpanel', { name: 'Look' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Look' }));
    expect(screen.getByRole('textbox', { name: 'Colour' })).toHaveValue('#123');
  });

  it('is one stop for Tab, and the arrow keys, Home and End move the choice and the focus', async () => {
    const user = userEvent.setup();
    await renderWithTheme(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Look' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mail' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Mail' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Keys' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Look' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Keys' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel', { name: 'Look' })).toBeVisible();
    // From the tab, Tab leads into the chosen panel, not along the other tabs.
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Colour' })).toHaveFocus();
  });

  it('mounts only the chosen panel when asked, so a panel that loads loads only when shown', async () => {
    const user = userEvent.setup();
    await renderWithTheme(<Harness keepMounted={false} />);
    await user.type(screen.getByRole('textbox', { name: 'Colour' }), '#123');
    expect(screen.queryByText('Mail settings')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Mail' }));
    expect(screen.getByRole('tabpanel', { name: 'Mail' })).toHaveTextContent('Mail settings');
    expect(screen.queryByRole('textbox', { name: 'Colour', hidden: true })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Look' }));
    expect(screen.getByRole('textbox', { name: 'Colour' })).toHaveValue('');
  });
});
