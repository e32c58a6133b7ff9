import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '../api/apiClient';
import { clearStoredSession, readStoredSession, writeStoredSession } from '../session/storedSession';
import { renderWithTheme } from '../testing/renderWithTheme';
import { StandaloneSession } from './StandaloneSession';

const shellUrl = 'http://shell.test/';

const status = {
  authenticated: true,
  tenant_id: 7,
  token: { access: null, refresh: null, csrf: 'csrf-live', expiration: 2_000_000_000, duration: 900 },
  user: { id: 3, username: 'ada', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@clinic.test' },
};
const unauthenticated = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'You are not signed in.' };

function json(statusCode: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: statusCode,
    headers: { 'content-type': 'application/json' },
  });
}

type Answer = () => Response | Promise<Response>;
const calls: Request[] = [];

/** Answers each path with its queue of responses; the last one repeats. */
function serve(answers: Record<string, Answer[]>) {
  calls.length = 0;
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request);
    const queue = answers[new URL(request.url).pathname];
    const next = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    return next ? Promise.resolve(next()) : Promise.reject(new TypeError('Failed to fetch'));
  }) as typeof fetch;
}

const statusCalls = () => calls.filter((request) => new URL(request.url).pathname === '/api/auth/').length;

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
    serve({ '/api/auth/': [() => json(200, status)], '/api/patients': [() => json(200, { ok: true })] });
    await renderArea();

    expect(await screen.findByText('Contacts page')).toBeVisible();
    expect(readStoredSession()).toEqual({
      user: { firstName: 'Ada', lastName: 'Lovelace', username: 'ada' },
      csrf: 'csrf-live',
      expiration: 2_000_000_000,
      warning: null,
    });
    await createApiClient('http://api.test').post('api/patients', { json: {} });
    expect(calls.at(-1)!.headers.get('x-csrf-token')).toBe('csrf-live');
  });

  it('replaces a token left by an earlier sign-in', async () => {
    writeStoredSession({
      user: { firstName: 'Old', lastName: 'Session', username: 'old' },
      csrf: 'csrf-stale',
      expiration: 1_900_000_000,
      warning: null,
    });
    serve({ '/api/auth/': [() => json(200, status)] });
    await renderArea();

    expect(await screen.findByText('Contacts page')).toBeVisible();
    expect(readStoredSession()?.csrf).toBe('csrf-live');
  });

  it('asks to sign in at the shell when there is no session, and tries again on request', async () => {
    const user = userEvent.setup();
    serve({
      '/api/auth/': [() => json(401, unauthenticated), () => json(200, status)],
      '/api/refresh/': [() => json(401, unauthenticated)],
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
    expect(statusCalls()).toBe(2);
  });

  it('says when the API cannot be reached, and tries again on request', async () => {
    const user = userEvent.setup();
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    // The client retries a failed read once, so the API is down for both tries.
    serve({ '/api/auth/': [unreachable, unreachable, () => json(200, status)] });
    await renderArea();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server cannot be reached. Please try again.',
    );
    expect(screen.queryByText('Contacts page')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Contacts page')).toBeVisible();
  });

  it('checks again when the session here ends, and asks to sign in once it is over', async () => {
    serve({
      '/api/auth/': [() => json(200, status), () => json(401, unauthenticated)],
      '/api/refresh/': [() => json(401, unauthenticated)],
    });
    await renderArea();
    expect(await screen.findByText('Contacts page')).toBeVisible();

    // A failed refresh elsewhere in the area clears the stored session.
    act(() => clearStoredSession());
    expect(await screen.findByRole('heading', { name: 'Sign in to the platform first' })).toBeVisible();
    await waitFor(() => expect(statusCalls()).toBe(2));
  });
});
