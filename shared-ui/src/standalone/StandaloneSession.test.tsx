import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthStatusResponse, Patient } from '@outreach/shared-contracts';
import { createApiClient } from '../api/apiClient';
import { clearStoredSession, readStoredSession, writeStoredSession } from '../session/storedSession';
import { inTurn, mockApi, refusal, type RecordedRequest } from '../testing/apiMock';
import { makePatient } from '../testing/records';
import { renderWithTheme } from '../testing/renderWithTheme';
import { StandaloneSession } from './StandaloneSession';

const shellUrl = 'http://shell.test/';

const status: AuthStatusResponse = {
  authenticated: true,
  tenant_id: 7,
  token: { access: null, refresh: null, csrf: 'csrf-live', expiration: 2_000_000_000, duration: 900 },
  user: { id: 3, username: 'ada', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@clinic.test' },
};

const savedPatient: Patient = makePatient(1, {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.test',
});

const statusCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.route === 'authStatus').length;

function renderArea() {
  return renderWithTheme(
    <StandaloneSession shellUrl={shellUrl}>
      <p>Contacts page</p>
    </StandaloneSession>,
  );
}

describe('a staff area running alone', () => {
  beforeEach(() => localStorage.clear());

  it('picks up the platform session, so its saves carry the csrf token', async () => {
    const requests = mockApi({
      authStatus: { body: status },
      createPatient: { status: 201, body: savedPatient },
    });
    await renderArea();

    expect(await screen.findByText('Contacts page')).toBeVisible();
    expect(readStoredSession()).toEqual({
      user: { firstName: 'Ada', lastName: 'Lovelace', username: 'ada' },
      csrf: 'csrf-live',
      expiration: 2_000_000_000,
      warning: null,
    });
    await createApiClient('http://api.test').post('api/patients', { json: {} });
    expect(requests.at(-1)!.route).toBe('createPatient');
    expect(requests.at(-1)!.headers.get('x-csrf-token')).toBe('csrf-live');
  });

  it('replaces a token left by an earlier sign-in', async () => {
    writeStoredSession({
      user: { firstName: 'Old', lastName: 'Session', username: 'old' },
      csrf: 'csrf-stale',
      expiration: 1_900_000_000,
      warning: null,
    });
    mockApi({ authStatus: { body: status } });
    await renderArea();

    expect(await screen.findByText('Contacts page')).toBeVisible();
    expect(readStoredSession()?.csrf).toBe('csrf-live');
  });

  it('asks to sign in at the shell when there is no session, and tries again on request', async () => {
    const user = userEvent.setup();
    const requests = mockApi({
      authStatus: inTurn<'authStatus'>(refusal('UNAUTHENTICATED'), { body: status }),
      refresh: refusal('UNAUTHENTICATED'),
    });
    await renderArea();

    expect(await screen.findByRole('heading', { name: 'Sign in to the platform first' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the platform sign-in' })).toHaveAttribute(
      'href',
      shellUrl,
    );
    expect(screen.queryByText('Contacts page')).not.toBeInTheDocument();
    expect(readStoredSession()).toBeNull();

    // The developer signs in at the shell, comes back and tries again.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Contacts page')).toBeVisible();
    expect(readStoredSession()?.csrf).toBe('csrf-live');
    expect(statusCalls(requests)).toBe(2);
  });

  it('says when the API cannot be reached, and tries again on request', async () => {
    const user = userEvent.setup();
    // The client retries a failed read once, so the API is down for both tries.
    mockApi({
      authStatus: inTurn<'authStatus'>({ networkError: true }, { networkError: true }, { body: status }),
    });
    await renderArea();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server cannot be reached. Please try again.',
    );
    expect(screen.queryByText('Contacts page')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Contacts page')).toBeVisible();
  });

  it('checks again when the session here ends, and asks to sign in once it is over', async () => {
    const requests = mockApi({
      authStatus: inTurn<'authStatus'>({ body: status }, refusal('UNAUTHENTICATED')),
      refresh: refusal('UNAUTHENTICATED'),
    });
    await renderArea();
    expect(await screen.findByText('Contacts page')).toBeVisible();

    // A failed refresh elsewhere in the area clears the stored session.
    act(() => clearStoredSession());
    expect(await screen.findByRole('heading', { name: 'Sign in to the platform first' })).toBeVisible();
    await waitFor(() => expect(statusCalls(requests)).toBe(2));
  });
});
