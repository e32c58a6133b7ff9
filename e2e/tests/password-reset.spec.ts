import { expect, test } from '../fixtures.js';
import { MailboxClient, resetLinkIn } from '../pages/MailboxClient.js';
import { PasswordResetPage } from '../pages/PasswordResetPage.js';
import { currentCode, testUser } from '../support/users.js';

test('a forgotten password is reset through the link in the e-mail, and the new one signs in', async ({
  page,
  loginPage,
  shell,
}) => {
  const user = testUser('reset');
  const reset = new PasswordResetPage(page);
  const mailbox = new MailboxClient();
  const newPassword = `Brand-new-${Date.now().toString(36)}-passphrase`;
  const requestedAt = new Date();

  await test.step("'Forgot password?' on the login screen opens the reset request", async () => {
    await loginPage.goto();
    await loginPage.forgotPassword.click();
    await expect(page).toHaveURL(/\/password\//);
    await expect(reset.requestHeading).toBeVisible();
  });

  await test.step("'Send email' is enabled once an e-mail address is typed, and leads to 'Check your email'", async () => {
    await reset.requestFor(user.email);
    await expect(reset.checkHeading).toBeVisible();
    await expect(reset.resendButton).toBeVisible();
    await expect(reset.backToLogin).toBeVisible();
  });

  const link = await test.step('the e-mail arrives in the dev mailbox with a reset link', async () => {
    const message = await mailbox.waitForMessageTo(user.email, requestedAt);
    const found = resetLinkIn(message);
    expect(found.origin).toBe('http://localhost:3000');
    expect(found.pathname).toMatch(/^\/password\/reset\/[^/]+$/);
    return found;
  });

  await test.step('the link opens the reset page, where a new password is set', async () => {
    await page.goto(link.href);
    await expect(reset.newPassword).toBeVisible();
    await reset.setNewPassword(newPassword);
    await expect(reset.status).toContainText('Your password has been changed');
  });

  await test.step('the link works only once', async () => {
    await page.goto(link.href);
    await reset.setNewPassword(`${newPassword}-again`);
    await expect(page.getByRole('alert')).toHaveText('This password reset link is invalid or has expired.');
  });

  await test.step('the old password no longer passes step 1', async () => {
    await loginPage.goto();
    await loginPage.enterCredentials(user.username, user.password);
    await expect(loginPage.alert).toHaveText('Incorrect details, please try again.');
  });

  await test.step('the new password and the current code sign in', async () => {
    await loginPage.password.fill(newPassword);
    await loginPage.continueButton.click();
    await loginPage.enterToken(currentCode(user));
    await shell.expectSignedIn();
  });
});
