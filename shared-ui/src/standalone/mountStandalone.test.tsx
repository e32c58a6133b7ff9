import { act, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { readStoredSession } from '../session/storedSession';
import { mountStandalone } from './mountStandalone';

const config = { apiBaseUrl: 'http://api.example', shellUrl: 'https://staff.example/' };
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

const requested: string[] = [];

/** The page's own origin serves the config; the configured API answers the session calls. */
function serve(signedIn: boolean) {
  requested.length = 0;
  globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    requested.push(url.href);
    if (url.pathname === '/config.json') return Promise.resolve(json(200, config));
    if (url.origin !== config.apiBaseUrl) return Promise.reject(new TypeError('Failed to fetch'));
    if (url.pathname === '/api/auth/' && signedIn) return Promise.resolve(json(200, status));
    return Promise.resolve(json(401, unauthenticated));
  }) as typeof fetch;
}

async function mountContacts() {
  document.body.innerHTML = '<div id="root"></div>';
  window.history.pushState({}, '', '/contacts');
  await act(() =>
    mountStandalone({
      registerTranslations: () => undefined,
      routes: <Route path="/contacts" element={<p>Contacts page</p>} />,
      home: '/contacts',
    }),
  );
}

describe('mountStandalone', () => {
  beforeEach(() => localStorage.clear());

  it('shows the area once the session of the platform is picked up from the configured API', async () => {
    serve(true);
    await mountContacts();

    expect(await screen.findByText('Contacts page')).toBeVisible();
    expect(requested).toContain('http://api.example/api/auth/');
    expect(readStoredSession()?.csrf).toBe('csrf-live');
  });

  it('links to the configured shell when nobody is signed in', async () => {
    serve(false);
    await mountContacts();

    expect(await screen.findByRole('link', { name: 'Go to the platform sign-in' })).toHaveAttribute(
      'href',
      'https://staff.example/',
    );
    expect(screen.queryByText('Contacts page')).not.toBeInTheDocument();
  });
});
