import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { readStoredSession, writeStoredSession } from '@outreach/shared-ui';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { mockApi } from '@outreach/shared-ui/testing';
import { UserMenu } from './UserMenu';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderMenu(route: string) {
  return renderWithProviders(
    <>
      <UserMenu />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route },
  );
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'User menu AL' }));
  return within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('UserMenu', () => {
  beforeEach(() => {
    localStorage.clear();
    writeStoredSession({
      user: { firstName: 'Ada', lastName: 'Lovelace', username: 'ada' },
      csrf: 'c',
      expiration: 2_000_000_000,
      warning: null,
    });
  });

  it('offers the campaign-side items outside the AVS area', async () => {
    const user = userEvent.setup();
    await renderMenu('/create');
    expect(await openMenu(user)).toEqual(['Go to AVS', 'Tenant Settings', 'Change Password', 'Logout']);
    await user.click(screen.getByRole('menuitem', { name: 'Go to AVS' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/avs');
  });

  it('offers only Go to Campaigns and Logout inside the AVS area', async () => {
    const user = userEvent.setup();
    await renderMenu('/avs/summaries');
    expect(await openMenu(user)).toEqual(['Go to Campaigns', 'Logout']);
    await user.click(screen.getByRole('menuitem', { name: 'Go to Campaigns' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/create');
  });

  it('goes to the change-password page', async () => {
    const user = userEvent.setup();
    await renderMenu('/contacts');
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Change Password' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/password/change');
  });

  it('asks before logging out; No keeps the session', async () => {
    const user = userEvent.setup();
    await renderMenu('/create');
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Logout' });
    expect(dialog).toHaveTextContent('Are you sure you want to logout?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readStoredSession()).not.toBeNull();
  });

  it('logs out on Yes: tells the server and clears the session', async () => {
    const user = userEvent.setup();
    const requests = mockApi({ logout: { body: { ok: true } } });
    await renderMenu('/create');
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(readStoredSession()).toBeNull());
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/logout/']);
    expect(requests[0]!.headers.get('x-csrf-token')).toBe('c');
    expect(readStoredSession()).toBeNull();
  });

  it('opens the tenant settings modal and closes it with the close button', async () => {
    const user = userEvent.setup();
    mockApi({ listTenants: { body: { tenants: [] } } });
    await renderMenu('/create');
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Tenant Settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Tenant Settings' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
