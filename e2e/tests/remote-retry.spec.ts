import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';

// The patient area is public, so these run through the host without signing in: /i/<link> in the
// host loads the patient remote from port 3004.
const PATIENT_REMOTE = 'http://localhost:3004';
const LINK_PATH = '/i/e2e-retry-link';

function patientPage(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1, name: 'This link is not available' });
}

function unavailableArea(page: Page) {
  return page.getByRole('alert').filter({ hasText: 'This area is unavailable' });
}

/** Refuses the first `failures` requests for one file of the patient remote, then lets them through. */
async function failFirstRequests(page: Page, file: string, failures: number): Promise<() => number> {
  let requests = 0;
  await page.route(`${PATIENT_REMOTE}/${file}*`, async (route) => {
    requests += 1;
    if (requests <= failures) await route.abort('connectionrefused');
    else await route.continue();
  });
  return () => requests;
}

test('a remote whose manifest cannot be fetched twice loads on the next attempt', async ({ page }) => {
  const manifestRequests = await failFirstRequests(page, 'mf-manifest.json', 2);

  await page.goto(LINK_PATH);

  await expect(patientPage(page)).toBeVisible();
  await expect(unavailableArea(page)).toHaveCount(0);
  expect(manifestRequests()).toBe(3);
});

test('a remote whose entry script cannot be fetched twice loads on the next attempt', async ({ page }) => {
  const entryRequests = await failFirstRequests(page, 'remoteEntry.js', 2);

  await page.goto(LINK_PATH);

  await expect(patientPage(page)).toBeVisible();
  await expect(unavailableArea(page)).toHaveCount(0);
  expect(entryRequests()).toBe(3);
});

test('"Try again" loads an area whose remote was down once it is back', async ({ page }) => {
  const refused = `${PATIENT_REMOTE}/remoteEntry.js*`;

  await test.step('with the remote entry unreachable the area says it is unavailable', async () => {
    await page.route(refused, (route) => route.abort('connectionrefused'));
    await page.goto(LINK_PATH);
    await expect(unavailableArea(page)).toBeVisible();
  });

  await test.step('once the remote is back, "Try again" shows the area', async () => {
    await page.unroute(refused);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(patientPage(page)).toBeVisible();
    await expect(unavailableArea(page)).toHaveCount(0);
  });
});
