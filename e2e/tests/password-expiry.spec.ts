import { expect, test } from '../fixtures.js';
import { MailboxClient, resetLinkIn } from '../pages/MailboxClient.js';
import { currentCode, testUser } from '../support/users.js';

// The users are enrolled with passwords set long ago (`passwordAgeDays` in users.json): 100 days is
// past the 90-day policy, 80 days is within the 14-day warning before it.
test.describe('password expiry', () => {
  test("an expired password shows the 'Password expired' view and e-mails reset instructions", async ({
    page,
    loginPage,
    shell,
  }) => {
    const user = testUser('expired');
    const since = new Date();

    await test.step('credentials and the current code are given', async () => {
      await loginPage.goto();
      await loginPage.enterCredentials(user.username, user.password);
      await loginPage.enterToken(currentCode(user));
    });

    await test.step("the 'Password expired' view says an e-mail was sent, and no shell opens", async () => {
      await expect(page.getByRole('heading', { name: 'Password expired' })).toBeVisible();
      await expect(page.getByText(/e-?mail/i).first()).toBeVisible();
      await expect(shell.navigation).toHaveCount(0);
    });

    await test.step('the e-mail with a reset link really arrives', async () => {
      const message = await new MailboxClient().waitForMessageTo(user.email, since);
      expect(resetLinkIn(message).pathname).toMatch(/^\/password\/reset\//);
    });
  });

  test("a password close to expiry asks 'Do you wish to change it now?'; Yes opens /password/change", async ({
    page,
    signIn,
  }) => {
    const user = await signIn('warnedYes');
    const warning = page.getByRole('dialog').filter({ hasText: 'Do you wish to change it now?' });

    await test.step('the warning from the server is shown with the question', async () => {
      await expect(warning).toBeVisible();
    });

    await test.step('Yes leads to the change-password page', async () => {
      await warning.getByRole('button', { name: 'Yes', exact: true }).click();
      await expect(page).toHaveURL(/\/password\/change$/);
      await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    });

    await test.step('the password is changed there', async () => {
      const next = `${user.password}-renewed`;
      await page.getByLabel('Current password', { exact: true }).fill(user.password);
      await page.getByLabel('New password', { exact: true }).fill(next);
      await page.getByLabel('Confirm new password', { exact: true }).fill(next);
      await page.getByRole('button', { name: 'Change password', exact: true }).click();
      await expect(page.getByRole('status')).toHaveText('Your password has been changed.');
    });
  });

  test("'No' dismisses the expiry warning and leaves the shell as it was", async ({
    page,
    shell,
    signIn,
  }) => {
    await signIn('warnedNo');
    const warning = page.getByRole('dialog').filter({ hasText: 'Do you wish to change it now?' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'No', exact: true }).click();
    await expect(warning).toHaveCount(0);
    await expect(page).toHaveURL(/\/create$/);
    await shell.expectSignedIn();
  });
});
