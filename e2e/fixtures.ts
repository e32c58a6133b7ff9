import { test as base, expect, type ConsoleMessage } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.js';
import { ShellPage } from './pages/ShellPage.js';
import { currentCode, msUntilNextPeriod, testUser, type TestUser, type UserKey } from './support/users.js';

export interface SuiteFixtures {
  loginPage: LoginPage;
  shell: ShellPage;
  /**
   * Signs in through the real two-step login screen with the code an authenticator app would show
   * now, and waits for the staff shell. Returns the user.
   */
  signIn: (key: UserKey) => Promise<TestUser>;
  /** Every console message of the test's page, in order. */
  consoleMessages: ConsoleMessage[];
}

export const test = base.extend<SuiteFixtures>({
  loginPage: async ({ page }, use) => {
    await use(new LoginPage(page));
  },
  shell: async ({ page }, use) => {
    await use(new ShellPage(page));
  },
  signIn: async ({ page, loginPage, shell }, use, testInfo) => {
    await use(async (key) => {
      const user = testUser(key);
      // A code is accepted once. A retry may come within the same 30 s period as the first
      // attempt, so it waits for a fresh code, as a person would.
      if (testInfo.retry > 0) await page.waitForTimeout(msUntilNextPeriod() + 500);
      await test.step(`sign in as ${user.username}`, async () => {
        if (!(await loginPage.username.isVisible())) await loginPage.goto();
        await loginPage.enterCredentials(user.username, user.password);
        await loginPage.enterToken(currentCode(user));
        await shell.expectSignedIn();
      });
      return user;
    });
  },
  consoleMessages: async ({ page }, use) => {
    const messages: ConsoleMessage[] = [];
    page.on('console', (message) => messages.push(message));
    await use(messages);
  },
});

export { expect };
