import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { mockApi } from '@outreach/shared-ui/testing';
import { ResetPasswordPage } from './ResetPasswordPage';

const token = 'a'.repeat(43);

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/password/reset/:token" element={<ResetPasswordPage />} />
    </Routes>,
    { route: `/password/reset/${token}` },
  );
}

describe('ResetPasswordPage', () => {
  it('sets the new password with the token of the link', async () => {
    const user = userEvent.setup();
    const requests = mockApi({ resetPassword: { body: { ok: true } } });
    await renderPage();
    await user.type(screen.getByLabelText('New password'), 'a much better password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a much better password');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeInTheDocument();
    expect(requests[0]!.body).toEqual({ token, new_password: 'a much better password' });
  });

  it('refuses two different passwords without calling the server', async () => {
    const user = userEvent.setup();
    const requests = mockApi({});
    await renderPage();
    await user.type(screen.getByLabelText('New password'), 'one');
    await user.type(screen.getByLabelText('Confirm new password'), 'two');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The passwords do not match.');
    expect(requests).toHaveLength(0);
  });

  it('explains an expired link', async () => {
    const user = userEvent.setup();
    mockApi({
      resetPassword: {
        status: 400,
        body: {
          statusCode: 400,
          code: 'RESET_TOKEN_INVALID',
          message: 'This password reset link is invalid or has expired.',
        },
      },
    });
    await renderPage();
    await user.type(screen.getByLabelText('New password'), 'pw');
    await user.type(screen.getByLabelText('Confirm new password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
  });
});
