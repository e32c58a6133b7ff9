import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-out start screen: step 1 (username, password), step 2 (the 'Token' one-time code). */
export class LoginPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly token: Locator;
  readonly continueButton: Locator;
  readonly submitButton: Locator;
  readonly forgotPassword: Locator;
  readonly alert: Locator;
  readonly languageSelect: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.username = page.getByLabel('Username', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.token = page.getByLabel('Token', { exact: true });
    this.continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    this.submitButton = page.getByRole('button', { name: 'Submit', exact: true });
    this.forgotPassword = page.getByRole('link', { name: 'Forgot password?' });
    this.alert = page.getByRole('alert');
    // Located by role, not label: the label itself is translated when the language changes.
    this.languageSelect = page.getByRole('combobox').filter({ has: page.locator('option[value="ar"]') });
  }

  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.username).toBeVisible();
  }

  /** Step 1: the credentials are checked before the code is asked for. */
  async enterCredentials(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.continueButton.click();
  }

  /** Step 2: the one-time code completes the sign-in. */
  async enterToken(code: string): Promise<void> {
    await expect(this.token).toBeVisible();
    await this.token.fill(code);
    await this.submitButton.click();
  }

  async expectShown(): Promise<void> {
    await expect(this.username).toBeVisible();
    await expect(this.password).toBeVisible();
  }
}
