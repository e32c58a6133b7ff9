import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeStoredSession } from '@outreach/shared-ui';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { mockApi } from '@outreach/shared-ui/testing';
import { ChangePasswordPage } from './ChangePasswordPage';

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirmation: string,
) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordPage', () => {
  beforeEach(() => {
    localStorage.clear();
    writeStoredSession({
      user: { firstName: 'Ada', lastName: 'Lovelace', username: 'ada' },
      csrf: 'csrf-1',
      expiration: 4_000_000_000,
      warning: null,
    });
  });

  it('changes the password with the csrf header and confirms it', async () => {
    const user = userEvent.setup();
    const requests = mockApi({ changePassword: { body: { ok: true } } });
    await renderWithProviders(<ChangePasswordPage />, { route: '/password/change' });
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    await fill(user, 'old secret', 'new secret 2026', 'new secret 2026');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(requests[0]!.body).toEqual({ old_password: 'old secret', new_password: 'new secret 2026' });
    expect(requests[0]!.headers.get('x-csrf-token')).toBe('csrf-1');
  });

  it('shows the password rules beside the new password before submit, and ticks them off as typed', async () => {
    const user = userEvent.setup();
    const requests = mockApi({ changePassword: { body: { ok: true } } });
    await renderWithProviders(<ChangePasswordPage />, { route: '/password/change' });
    const next = screen.getByLabelText('New password');
    const rules = () =>
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent);

    // Step 1: before anything is typed, the rules are listed and named as the field's description.
    expect(rules()).toEqual([
      '•Have at least 12 characters',
      '•Not contain your username',
      '•Differ from your current password',
    ]);
    expect(next).toHaveAccessibleDescription(
      'Your new password must: Have at least 12 characters Not contain your username Differ from your current password',
    );

    // Step 2: a short password with the username in it keeps only the rule about the current one.
    await user.type(screen.getByLabelText('Current password'), 'old secret');
    await user.type(next, 'ada-2026');
    expect(rules()).toEqual([
      '•Have at least 12 characters not yet',
      '•Not contain your username not yet',
      '✓Differ from your current password done',
    ]);

    // Step 3: a long password of its own keeps them all, and nothing was sent while typing.
    await user.clear(next);
    await user.type(next, 'new secret 2026');
    expect(rules()).toEqual([
      '✓Have at least 12 characters done',
      '✓Not contain your username done',
      '✓Differ from your current password done',
    ]);
    expect(requests).toEqual([]);
  });

  it('says when the current password is wrong', async () => {
    const user = userEvent.setup();
    mockApi({
      changePassword: {
        status: 400,
        body: { statusCode: 400, code: 'WRONG_PASSWORD', message: 'The current password is not correct.' },
      },
    });
    await renderWithProviders(<ChangePasswordPage />, { route: '/password/change' });
    await fill(user, 'bad', 'new secret 2026', 'new secret 2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.');
  });
});
