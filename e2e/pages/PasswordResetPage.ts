import { expect, type Locator, type Page } from '@playwright/test';

/** The reset request ('Send password reset email' → 'Check your email') and the page the e-mail links to. */
export class PasswordResetPage {
  readonly requestHeading: Locator;
  readonly email: Locator;
  readonly sendButton: Locator;
  readonly checkHeading: Locator;
  readonly resendButton: Locator;
  readonly backToLogin: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly saveButton: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.requestHeading = page.getByRole('heading', { name: 'Send password reset email' });
    this.email = page.getByLabel('Email', { exact: true });
    this.sendButton = page.getByRole('button', { name: 'Send email', exact: true });
    this.checkHeading = page.getByRole('heading', { name: 'Check your email' });
    this.resendButton = page.getByRole('button', { name: 'Resend email' });
    this.backToLogin = page.getByRole('link', { name: 'Back to login' });
    this.newPassword = page.getByLabel('New password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm new password', { exact: true });
    this.saveButton = page.getByRole('button', { name: 'Save password' });
    this.status = page.getByRole('status');
  }

  async requestFor(email: string): Promise<void> {
    await expect(this.requestHeading).toBeVisible();
    await expect(this.sendButton).toBeDisabled();
    await this.email.fill(email);
    await expect(this.sendButton).toBeEnabled();
    await this.sendButton.click();
  }

  async setNewPassword(password: string): Promise<void> {
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(password);
    await this.saveButton.click();
  }
}
