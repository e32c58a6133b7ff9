import type { Response } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { ContactsPage } from '../pages/ContactsPage.js';

// The apps (ports 3000-3005) call the API on port 4000: every staff call is cross-origin. When the
// access token has lapsed, the client refreshes the session and sends the call again; the browser must
// let that second call through the API's cross-origin rules.

const ACCESS_COOKIE = 'access_token';
const API = `http://localhost:${process.env.E2E_API_PORT ?? 4000}`;

/** Whether a response is the staff API's answer to the patients search. */
function isPatientsCall(response: Response): boolean {
  return /^\/api\/patients\/filtered-patients\/?$/.test(new URL(response.url()).pathname);
}

test('a call made after the access token lapsed refreshes the session and succeeds on its retry', async ({
  page,
  context,
  signIn,
  consoleMessages,
}) => {
  await signIn('tokenRefresh');
  const contacts = new ContactsPage(page);

  await test.step('two patients are added while the access token is fresh', async () => {
    await contacts.open();
    await contacts.addPatient({
      mrn: 'TR-001',
      firstName: 'Iris',
      lastName: 'Lindqvist',
      dateOfBirth: '1972-04-18',
    });
    await contacts.addPatient({
      mrn: 'TR-002',
      firstName: 'Jules',
      lastName: 'Moreau',
      dateOfBirth: '1990-09-02',
    });
    await expect.poll(() => contacts.names()).toEqual(['Lindqvist, Iris', 'Moreau, Jules']);
  });

  await test.step('the browser loses the access token, as when it lapses; the refresh token stays', async () => {
    await context.clearCookies({ name: ACCESS_COOKIE });
    const names = (await context.cookies(`${API}/api/refresh/`)).map((cookie) => cookie.name);
    expect(names).not.toContain(ACCESS_COOKIE);
    expect(names).toContain('refresh_token');
  });

  await test.step('a search is refused, the session refreshed, and the search sent again finds the one patient', async () => {
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (isPatientsCall(response)) statuses.push(response.status());
    });
    const refreshed = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/refresh/' && response.request().method() === 'POST',
    );
    await contacts.search.fill('lindq');
    expect((await refreshed).status()).toBe(200);
    await expect.poll(() => contacts.names()).toEqual(['Lindqvist, Iris']);
    await expect.poll(() => statuses).toEqual([401, 200]);
    expect((await context.cookies(`${API}/api/`)).map((cookie) => cookie.name)).toContain(ACCESS_COOKIE);
  });

  await test.step('the browser blocked no call of the page', () => {
    const blocked = consoleMessages.filter((message) => /CORS policy|Failed to fetch/i.test(message.text()));
    expect(blocked.map((message) => message.text())).toEqual([]);
  });
});
