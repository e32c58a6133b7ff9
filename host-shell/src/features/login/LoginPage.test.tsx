import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readStoredSession } from '@outreach/shared-ui';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { mockApi } from '@outreach/shared-ui/testing';
import { LoginPage } from './LoginPage';

const loginAnswer = {
  token: { access: null, refresh: null, csrf: 'csrf-token', expiration: 2_000_000_000, duration: 900 },
  user: { id: 1, username: 'ada', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org' },
  warning: null,
};

async function fillCredentials(user: ReturnType<typeof userEvent.setup>, password = 'correct horse') {
  await user.type(screen.getByLabelText('Username'), 'ada');
  await user.type(screen.getByLabelText('Password'), password);
}

describe('LoginPage', () => {
  beforeEach(() => localStorage.clear());

  it('checks the credentials, then asks for the token and stores the session', async () => {
    const user = userEvent.setup();
    const requests = mockApi({
      checkCredentials: { body: { valid: true } },
      login: { body: loginAnswer },
    });
    await renderWithProviders(<LoginPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByLabelText('Username'), 'ada');
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(continueButton);

    // Step 2: the one-time code.
    const token = await screen.findByRole('textbox', { name: 'Token' });
    expect(token).toHaveAttribute('placeholder', '123456');
    expect(token).toHaveAttribute('inputmode', 'numeric');
    expect(token).toHaveAttribute('autocomplete', 'one-time-code');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(token, '123456');
    await user.click(submit);

    await screen.findByRole('button', { name: 'Submit' });
    expect(readStoredSession()).toEqual({
      user: { firstName: 'Ada', lastName: 'Lovelace', username: 'ada' },
      csrf: 'csrf-token',
      expiration: 2_000_000_000,
      warning: null,
    });
    expect(requests.map((request) => request.path)).toEqual(['/api/check-credentials/', '/api/login/']);
    expect(requests[1]!.body).toEqual({ username: 'ada', password: 'correct horse', otp: '123456' });
  });

  it('shows the password as text when asked', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<LoginPage />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says the details are wrong when the credential check fails', async () => {
    const user = userEvent.setup();
    mockApi({
      checkCredentials: {
        status: 401,
        body: {
          statusCode: 401,
          code: 'INVALID_CREDENTIALS',
          message: 'Incorrect details, please try again.',
        },
      },
    });
    await renderWithProviders(<LoginPage />);
    await fillCredentials(user, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect details, please try again.');
    expect(screen.queryByRole('textbox', { name: 'Token' })).not.toBeInTheDocument();
    expect(screen.queryByText(/one-time code was not accepted/)).not.toBeInTheDocument();
  });

  it('alerts invalid login credentials when the code is wrong', async () => {
    const user = userEvent.setup();
    mockApi({
      checkCredentials: { body: { valid: true } },
      login: {
        status: 401,
        body: { statusCode: 401, code: 'INVALID_LOGIN', message: 'Invalid login credentials' },
      },
    });
    await renderWithProviders(<LoginPage />);
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const token = await screen.findByRole('textbox', { name: 'Token' });
    await user.type(token, '000000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(readStoredSession()).toBeNull();

    // The step that failed is named at its field, which takes the focus for the next code.
    const refused =
      'The one-time code was not accepted: check the code in your authenticator app and enter the one showing now.';
    expect(token).toBeInvalid();
    expect(token).toHaveAccessibleDescription(expect.stringContaining(refused));
    expect(token).toHaveFocus();
    expect(screen.getByLabelText('Password')).toBeValid();

    // A new code clears the refusal.
    await user.keyboard('654321');
    expect(token).toHaveValue('654321');
    expect(token).toBeValid();
    expect(screen.queryByText(refused)).not.toBeInTheDocument();
  });

  it('shows the password-expired view when the server says the password has expired', async () => {
    const user = userEvent.setup();
    mockApi({
      checkCredentials: { body: { valid: true } },
      login: {
        status: 401,
        body: {
          statusCode: 401,
          code: 'PASSWORD_EXPIRED',
          message: 'Your password has expired. We have sent you an e-mail with instructions to reset it.',
        },
      },
    });
    await renderWithProviders(<LoginPage />);
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByRole('textbox', { name: 'Token' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Password expired' })).toBeInTheDocument();
    expect(screen.getByText(/sent you an e-mail with instructions/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it("shows the server's message when there were too many attempts", async () => {
    const user = userEvent.setup();
    mockApi({
      checkCredentials: {
        status: 429,
        body: {
          statusCode: 429,
          code: 'TOO_MANY_ATTEMPTS',
          message: 'Too many attempts. Please try again later.',
        },
      },
    });
    await renderWithProviders(<LoginPage />);
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  });
});
