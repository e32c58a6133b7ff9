import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { readStoredSession, writeStoredSession } from '@outreach/shared-ui';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { WarningModal } from './WarningModal';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderModal() {
  return renderWithProviders(
    <>
      <WarningModal />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route: '/create' },
  );
}

describe('WarningModal', () => {
  beforeEach(() => {
    localStorage.clear();
    writeStoredSession({
      user: { firstName: 'Ada', lastName: 'Lovelace', username: 'ada' },
      csrf: 'c',
      expiration: 2_000_000_000,
      warning: 'Your password expires in 3 days.',
    });
  });

  it('shows the warning and goes to change the password on Yes', async () => {
    const user = userEvent.setup();
    await renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Password notice' });
    expect(dialog).toHaveTextContent('Your password expires in 3 days.');
    expect(dialog).toHaveTextContent('Do you wish to change it now?');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/password/change');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('dismisses on No and stays dismissed', async () => {
    const user = userEvent.setup();
    await renderModal();
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/create');
    expect(readStoredSession()?.warning).toBeNull();
  });

  it('shows nothing without a warning', async () => {
    writeStoredSession({
      user: { firstName: 'A', lastName: 'B', username: 'ab' },
      csrf: 'c',
      expiration: 2_000_000_000,
      warning: null,
    });
    await renderModal();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
