import { expect, test } from '../fixtures.js';
import { currentCode, testUser, wrongCode } from '../support/users.js';

test.describe('staff sign-in', () => {
  test('signs in with username, password and a real one-time code, and lands in the shell', async ({
    page,
    loginPage,
    shell,
  }) => {
    const user = testUser('signIn');

    await test.step('step 1 asks for username and password and needs both', async () => {
      await loginPage.goto();
      await expect(loginPage.heading).toHaveText('Sign in');
      await expect(loginPage.forgotPassword).toBeVisible();
      await expect(loginPage.token).toHaveCount(0);
      await expect(loginPage.continueButton).toBeDisabled();
      await loginPage.username.fill(user.username);
      await expect(loginPage.continueButton).toBeDisabled();
      await loginPage.password.fill(user.password);
      await expect(loginPage.continueButton).toBeEnabled();
    });

    await test.step('the password can be shown and hidden', async () => {
      await expect(loginPage.password).toHaveAttribute('type', 'password');
      await page.getByRole('button', { name: 'Show password' }).click();
      await expect(loginPage.password).toHaveAttribute('type', 'text');
      await page.getByRole('button', { name: 'Hide password' }).click();
      await expect(loginPage.password).toHaveAttribute('type', 'password');
    });

    await test.step("accepted credentials reveal the 'Token' field with a six-digit sample", async () => {
      await loginPage.continueButton.click();
      await expect(loginPage.token).toBeVisible();
      await expect(loginPage.token).toHaveAttribute('placeholder', /^\d{6}$/);
      await expect(loginPage.submitButton).toBeDisabled();
    });

    await test.step('the current code from the authenticator completes the sign-in', async () => {
      await loginPage.token.fill(currentCode(user));
      await expect(loginPage.submitButton).toBeEnabled();
      await loginPage.submitButton.click();
      await shell.expectSignedIn();
    });

    await test.step('the shell opens on a staff area, with the initials of the user in the avatar', async () => {
      await expect(page).toHaveURL(/\/create$/);
      await expect(shell.areaHeading({ heading: 'Create a campaign' })).toBeVisible();
      await expect(shell.userMenuButton).toContainText(`${user.firstName[0]}${user.lastName[0]}`);
    });
  });

  test("a wrong password says 'Incorrect details, please try again.' and asks for no code", async ({
    loginPage,
  }) => {
    const user = testUser('wrongPassword');
    await loginPage.goto();
    await loginPage.enterCredentials(user.username, `${user.password}-not`);
    await expect(loginPage.alert).toHaveText('Incorrect details, please try again.');
    await expect(loginPage.token).toHaveCount(0);
  });

  test("a wrong one-time code says 'Invalid login credentials' and stays on the login screen", async ({
    page,
    loginPage,
    shell,
  }) => {
    const user = testUser('wrongCode');
    await loginPage.goto();
    await test.step('the credentials are accepted', async () => {
      await loginPage.enterCredentials(user.username, user.password);
      await expect(loginPage.token).toBeVisible();
    });
    await test.step('a code that is not the current one is refused', async () => {
      await loginPage.enterToken(wrongCode(user));
      await expect(loginPage.alert).toHaveText('Invalid login credentials');
      // The step that failed is named at the code's field, which takes the focus for the next code.
      await expect(loginPage.token).toHaveAccessibleDescription(/The one-time code was not accepted/);
      await expect(loginPage.token).toBeFocused();
      await expect(shell.navigation).toHaveCount(0);
      await expect(page).not.toHaveURL(/\/create$/);
    });
  });
});
