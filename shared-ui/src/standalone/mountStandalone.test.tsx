import { act, screen } from '@testing-library/react';
import { Route } from 'react-router';
import type { AuthStatusResponse } from '@outreach/shared-contracts';
import { readStoredSession } from '../session/storedSession';
import { mockApi, mockUrl, refusal } from '../testing/apiMock';
import { mountStandalone } from './mountStandalone';

const config = { apiBaseUrl: 'http://api.example', shellUrl: 'https://staff.example/' };
const status: AuthStatusResponse = {
  authenticated: true,
  tenant_id: 7,
  token: { access: null, refresh: null, csrf: 'csrf-live', expiration: 2_000_000_000, duration: 900 },
  user: { id: 3, username: 'ada', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@clinic.test' },
};

/** The page's own origin serves the config; the API answers the session calls. */
function serve(signedIn: boolean) {
  mockUrl('GET', `${window.location.origin}/config.json`, {
    raw: JSON.stringify(config),
    contentType: 'application/json',
  });
  return mockApi(
    signedIn
      ? { authStatus: { body: status } }
      : { authStatus: refusal('UNAUTHENTICATED'), refresh: refusal('UNAUTHENTICATED') },
  );
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
    const requests = serve(true);
    await mountContacts();

    expect(await screen.findByText('Contacts page')).toBeVisible();
    const called = requests.map((request) => request.url);
    expect(called).toContain('http://api.example/api/auth/');
    // Every call of the session goes to the configured API, none to the page's own origin.
    expect(called.every((url) => url.startsWith(`${config.apiBaseUrl}/`))).toBe(true);
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
