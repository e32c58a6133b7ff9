import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it("asks 'Are you sure?' with Ok and Cancel by default", async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    await renderWithTheme(<ConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('enables Ok only once the required keyword is typed exactly', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    await renderWithTheme(
      <ConfirmDialog open requiredKeyword="DELETE" onConfirm={onConfirm} onCancel={jest.fn()} />,
    );
    const ok = screen.getByRole('button', { name: 'Ok' });
    expect(ok).toBeDisabled();
    const field = screen.getByRole('textbox', { name: 'Type DELETE to confirm' });
    await user.type(field, 'delete');
    expect(ok).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'DELETE');
    expect(ok).toBeEnabled();
    await user.click(ok);
    expect(onConfirm).toHaveBeenCalled();
  });

  it('enables Ok only once the acknowledgement is ticked', async () => {
    const user = userEvent.setup();
    await renderWithTheme(
      <ConfirmDialog
        open
        acknowledgement="I understand this cannot be undone"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    const ok = screen.getByRole('button', { name: 'Ok' });
    expect(ok).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I understand this cannot be undone' }));
    expect(ok).toBeEnabled();
  });

  it('cancels on Escape and keeps focus inside while tabbing', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    await renderWithTheme(
      <ConfirmDialog open title="Delete cohort?" onConfirm={jest.fn()} onCancel={onCancel} />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ok' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });

  it('renders nothing while closed', async () => {
    await renderWithTheme(<ConfirmDialog open={false} onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
