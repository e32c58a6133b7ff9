import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { readStoredSession, writeStoredSession } from '@outreach/shared-ui';
import { App } from './App';
import { renderWithProviders } from './features/test-utils/renderWithProviders';
import { mockApi, signedIn } from '@outreach/shared-ui/testing';
import { resetSessionChannel } from './features/session/sessionEvents';

// Remote pages come from other deployments; here each renders as a marker naming what was asked for.

jest.mock('./remotes/RemoteRoute', () => ({
  RemoteRoute: ({ remote, module }: { remote: string; module: string }) => <h1>{`${remote}/${module}`}</h1>,
}));

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderApp(route: string) {
  return renderWithProviders(
    <>
      <App />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route },
  );
}

const session = {
  user: { firstName: 'Ada', lastName: 'Lovelace', username: 'ada' },
  csrf: 'c',
  expiration: 4_000_000_000,
  warning: null,
};

describe('App routing', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSessionChannel();
  });

  it('shows the login screen to anyone not signed in', async () => {
    mockApi({});
    await renderApp('/reports');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it.each(['/i/abc', '/u/key/signature'])(
    'renders patient pages (%s) directly, without the shell or a session',
    async (path) => {
      mockApi({});
      await renderApp(path);
      expect(screen.getByRole('heading', { name: 'mfe_patient/PatientApp' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    },
  );

  it('serves the password pages while signed out', async () => {
    mockApi({});
    await renderApp('/password/forgot');
    // A signed-out visitor's password pages are a chunk of their own, fetched when opened.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Send password reset email' }),
    ).toBeInTheDocument();
  });

  it('checks a stored session at start, then shows the shell and sends / to /create', async () => {
    const requests = mockApi({
      authStatus: { body: signedIn() },
      getUnreadMessageCount: { body: { unread: 0 } },
    });
    writeStoredSession(session);
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'mfe_campaigns/CreatePage' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/create');
    // The session is checked first; then the side navigation asks for its unread message badge.
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/auth/',
      'GET /api/messages/unread-count',
    ]);
  });

  it('clears a stored session the server no longer accepts', async () => {
    mockApi({
      authStatus: {
        status: 401,
        body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'You are not signed in.' },
      },
      refresh: {
        status: 401,
        body: { statusCode: 401, code: 'SESSION_EXPIRED', message: 'Your session has expired.' },
      },
    });
    writeStoredSession(session);
    await renderApp('/contacts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(readStoredSession()).toBeNull();
  });

  it('keeps /password/* away from signed-in staff, except change password', async () => {
    mockApi({ authStatus: { body: signedIn() } });
    writeStoredSession(session);
    await renderApp('/password/forgot');
    expect(await screen.findByRole('heading', { name: 'mfe_campaigns/CreatePage' })).toBeInTheDocument();
  });

  it('shows change password inside the shell', async () => {
    mockApi({ authStatus: { body: signedIn() } });
    writeStoredSession(session);
    await renderApp('/password/change');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows /landing without the side navigation', async () => {
    mockApi({ authStatus: { body: signedIn() } });
    writeStoredSession(session);
    await renderApp('/landing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
