import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { mockApi } from '@outreach/shared-ui/testing';
import { ForgotPasswordPage } from './ForgotPasswordPage';

describe('ForgotPasswordPage', () => {
  it('sends the e-mail, then offers to resend it or go back to login', async () => {
    const user = userEvent.setup();
    const requests = mockApi({ forgotPassword: { body: { ok: true } } });
    await renderWithProviders(<ForgotPasswordPage />, { route: '/password/forgot' });
    expect(screen.getByRole('heading', { level: 1, name: 'Send password reset email' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send email' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
    await user.click(send);

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The e-mail has been sent again.');
    expect(requests.map((request) => request.body)).toEqual([
      { email: 'ada@example.org' },
      { email: 'ada@example.org' },
    ]);
  });

  it("says 'Error sending email' when sending fails", async () => {
    const user = userEvent.setup();
    mockApi({
      forgotPassword: {
        status: 502,
        body: { statusCode: 502, code: 'EMAIL_SEND_FAILED', message: 'Error sending email' },
      },
    });
    await renderWithProviders(<ForgotPasswordPage />, { route: '/password/forgot' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Send email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error sending email');
    expect(screen.getByRole('heading', { level: 1, name: 'Send password reset email' })).toBeInTheDocument();
  });
});
