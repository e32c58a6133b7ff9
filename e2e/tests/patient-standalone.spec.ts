import { expect, test } from '../fixtures.js';

test('the patient app on its own port renders /i/<link> without the host', async ({ page }) => {
  const hostRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === '3000') hostRequests.push(request.url());
  });

  await test.step('a patient opens a link', async () => {
    await page.goto('http://localhost:3004/i/e2e-any-link-token');
  });

  await test.step('its first screen shows, in a page of its own', async () => {
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByLabel('Username', { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL(/localhost:3004\/i\/e2e-any-link-token/);
  });

  await test.step('nothing was loaded from the host', () => {
    expect(hostRequests).toEqual([]);
  });
});
