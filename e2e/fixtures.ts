import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.js';
import { ShellPage } from './pages/ShellPage.js';
import { ErrorReportSink } from './support/errorReportSink.js';
import { currentCode, msUntilNextPeriod, testUser, type TestUser, type UserKey } from './support/users.js';

export interface SuiteFixtures {
  loginPage: LoginPage;
  shell: ShellPage;
  /**
   * Signs in through the real two-step login screen with the code an authenticator app would show
   * now, and waits for the staff shell. Returns the user.
   */
  signIn: (key: UserKey) => Promise<TestUser>;
  /**
   * Signs another staff member in, in a browser context of their own (as on their own computer), and
   * returns their page. Their contexts close at the end of the test.
   */
  signInElsewhere: (key: UserKey) => Promise<Page>;
  /** Every console message of the test's page, in order. */
  consoleMessages: ConsoleMessage[];
  /**
   * A local error-reporting endpoint; using it gives the apps its DSN through `/config.json`, so
   * error reporting is on for the test.
   */
  errorReports: ErrorReportSink;
}

/**
 * The suite's api-server port. Not 4000 only when `E2E_API_PORT` moves it, to run the suite beside
 * a platform already running on this machine; the apps' runtime config is then pointed at it.
 */
const apiPort = Number(process.env.E2E_API_PORT ?? 4000);

/**
 * Serves every app's `/config.json` with the given settings on top of the deployed ones (and the
 * suite's api-server when it has moved). The newest route wins, so a test's settings replace these.
 */
async function routeRuntimeConfig(context: BrowserContext, settings: Record<string, unknown>): Promise<void> {
  const api = apiPort === 4000 ? {} : { apiBaseUrl: `http://localhost:${apiPort}` };
  await context.route(/^http:\/\/localhost:\d+\/config\.json$/, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, ...api, ...settings } });
  });
}

/** The real two-step login on `page`, with the code an authenticator app would show now. */
async function signInOn(page: Page, loginPage: LoginPage, shell: ShellPage, user: TestUser, retry: boolean) {
  // A code is accepted once. A retry may come within the same 30 s period as the first attempt, so it
  // waits for a fresh code, as a person would.
  if (retry) await page.waitForTimeout(msUntilNextPeriod() + 500);
  await base.step(`sign in as ${user.username}`, async () => {
    if (!(await loginPage.username.isVisible())) await loginPage.goto();
    await loginPage.enterCredentials(user.username, user.password);
    await loginPage.enterToken(currentCode(user));
    await shell.expectSignedIn();
  });
}

export const test = base.extend<SuiteFixtures>({
  context: async ({ context }, use) => {
    if (apiPort !== 4000) await routeRuntimeConfig(context, {});
    await use(context);
  },
  loginPage: async ({ page }, use) => {
    await use(new LoginPage(page));
  },
  shell: async ({ page }, use) => {
    await use(new ShellPage(page));
  },
  signIn: async ({ page, loginPage, shell }, use, testInfo) => {
    await use(async (key) => {
      const user = testUser(key);
      await signInOn(page, loginPage, shell, user, testInfo.retry > 0);
      return user;
    });
  },
  signInElsewhere: async ({ browser }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    await use(async (key) => {
      const { baseURL, locale } = testInfo.project.use;
      const context = await browser.newContext({ baseURL, locale });
      contexts.push(context);
      if (apiPort !== 4000) await routeRuntimeConfig(context, {});
      const page = await context.newPage();
      await signInOn(page, new LoginPage(page), new ShellPage(page), testUser(key), testInfo.retry > 0);
      return page;
    });
    for (const context of contexts) await context.close();
  },
  consoleMessages: async ({ page }, use) => {
    const messages: ConsoleMessage[] = [];
    page.on('console', (message) => messages.push(message));
    await use(messages);
  },
  errorReports: async ({ context }, use) => {
    const sink = await ErrorReportSink.start();
    await routeRuntimeConfig(context, { sentryDsn: sink.dsn });
    await use(sink);
    await sink.close();
  },
});

export { expect };
