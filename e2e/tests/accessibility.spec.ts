import { expect, test } from '../fixtures.js';
import { PasswordResetPage } from '../pages/PasswordResetPage.js';
import { remoteAreas } from '../pages/ShellPage.js';
import { expectNoBlockingViolations } from '../support/axe.js';
import { testUser } from '../support/users.js';

test.describe('accessibility (axe, WCAG 2 A and AA): no serious or critical violations', () => {
  test('the signed-out screens', async ({ page, loginPage }) => {
    const user = testUser('axe');
    const reset = new PasswordResetPage(page);

    await test.step('login, step 1', async () => {
      await loginPage.goto();
      await expectNoBlockingViolations(page, 'login step 1');
    });

    await test.step('login, step 2', async () => {
      await loginPage.enterCredentials(user.username, user.password);
      await expect(loginPage.token).toBeVisible();
      await expectNoBlockingViolations(page, 'login step 2');
    });

    await test.step('the reset request', async () => {
      await loginPage.goto();
      await loginPage.forgotPassword.click();
      await expect(reset.requestHeading).toBeVisible();
      await expectNoBlockingViolations(page, 'reset request');
    });

    await test.step("'Check your email'", async () => {
      await reset.requestFor(user.email);
      await expect(reset.checkHeading).toBeVisible();
      await expectNoBlockingViolations(page, 'check your email');
    });

    await test.step('the reset page the e-mail links to', async () => {
      await page.goto('/password/reset/e2e-accessibility-check');
      await expect(reset.newPassword).toBeVisible();
      await expectNoBlockingViolations(page, 'reset page');
    });
  });

  test('the shell on every remote route, and the logout dialog', async ({ shell, page, signIn }) => {
    await signIn('axe');

    for (const area of remoteAreas) {
      await test.step(`shell on ${area.path}`, async () => {
        await shell.openArea(area);
        await expect(shell.areaHeading(area)).toBeVisible();
        await expectNoBlockingViolations(page, `shell on ${area.path}`);
      });
    }

    await test.step('the logout dialog', async () => {
      await shell.askToLogout();
      await expectNoBlockingViolations(page, 'logout dialog');
    });
  });
});
