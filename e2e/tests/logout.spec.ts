import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { LoginPage } from '../pages/LoginPage.js';
import { ShellPage } from '../pages/ShellPage.js';

/** The HTTP status of the auth-status call, made from the page with its cookies. */
async function authStatus(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const config = (await (await fetch('/config.json')).json()) as { apiBaseUrl: string };
    const response = await fetch(`${config.apiBaseUrl}/api/auth/`, { credentials: 'include' });
    return response.status;
  });
}

test('logout asks for confirmation, ends the session on the server and logs out every tab', async ({
  page,
  context,
  shell,
  loginPage,
  signIn,
}) => {
  await signIn('logout');

  const secondTab = await test.step('a second tab of the same browser is signed in too', async () => {
    const tab = await context.newPage();
    await tab.goto('/contacts');
    await new ShellPage(tab).expectSignedIn();
    expect(await authStatus(tab)).toBe(200);
    return tab;
  });

  await test.step("'No' keeps the session", async () => {
    await page.bringToFront();
    await shell.askToLogout();
    await expect(shell.logoutDialog.getByRole('button', { name: 'Yes', exact: true })).toBeVisible();
    await shell.logoutDialog.getByRole('button', { name: 'No', exact: true }).click();
    await expect(shell.logoutDialog).toHaveCount(0);
    await shell.expectSignedIn();
  });

  await test.step("'Are you sure you want to logout?' → Yes shows the login screen", async () => {
    await shell.logout();
    await loginPage.expectShown();
    await expect(shell.navigation).toHaveCount(0);
  });

  await test.step('the other tab shows the login screen without a reload', async () => {
    await new LoginPage(secondTab).expectShown();
    await expect(new ShellPage(secondTab).navigation).toHaveCount(0);
  });

  await test.step('the session is over on the server as well', async () => {
    expect(await authStatus(page)).toBe(401);
    await secondTab.reload();
    await new LoginPage(secondTab).expectShown();
  });
});
