import { expect, type Locator, type Page } from '@playwright/test';
import { ShellPage } from './ShellPage.js';

/** A file as Playwright hands it to a file input. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * The Tenant Settings modal: tenant selector (a member of one tenant finds it chosen), then the tabs,
 * of which Branding (editor, logo area, Save and Cancel) is the first and the one shown on opening.
 */
export class TenantSettingsDialog {
  readonly dialog: Locator;
  readonly tenant: Locator;
  readonly primaryColour: Locator;
  readonly senderEmail: Locator;
  readonly save: Locator;
  readonly cancel: Locator;
  readonly logoArea: Locator;
  /** The picker's (visually hidden) input, which the "Choose file" button opens. */
  readonly logoInput: Locator;
  readonly logoPreview: Locator;
  readonly logoMessage: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Tenant Settings' });
    this.tenant = this.dialog.getByRole('combobox', { name: 'Tenant' });
    this.primaryColour = this.dialog.getByRole('textbox', { name: 'Primary colour', exact: true });
    this.senderEmail = this.dialog.getByRole('textbox', { name: 'Sender e-mail' });
    this.save = this.dialog.getByRole('button', { name: 'Save', exact: true });
    this.cancel = this.dialog.getByRole('button', { name: 'Cancel', exact: true });
    this.logoArea = this.dialog.getByRole('group', { name: 'Logo' });
    this.logoInput = this.logoArea.locator('input[type="file"]');
    this.logoPreview = this.logoArea.getByRole('img', { name: 'Current logo' });
    this.logoMessage = this.logoArea.getByRole('alert');
  }

  /** Opens the modal from the user menu and chooses a tenant, whose branding then loads. */
  async open(tenantName: string): Promise<void> {
    await new ShellPage(this.page).chooseMenuItem('Tenant Settings');
    await expect(this.dialog).toBeVisible();
    await this.tenant.selectOption({ label: tenantName });
    await expect(this.primaryColour).toBeVisible();
  }

  async chooseLogo(file: FilePayload): Promise<void> {
    await this.logoInput.setInputFiles(file);
  }

  /** Saves, and waits for the confirmation and the modal to close. */
  async saveAndClose(): Promise<void> {
    await this.save.click();
    await expect(this.page.getByText('Brand preferences have been saved')).toBeVisible();
    await expect(this.dialog).toHaveCount(0);
  }

  /** The preview's decoded size; 0 × 0 while it has not loaded (or failed to). */
  async previewSize(): Promise<{ width: number; height: number }> {
    return this.logoPreview.evaluate((image: HTMLImageElement) => ({
      width: image.complete ? image.naturalWidth : 0,
      height: image.complete ? image.naturalHeight : 0,
    }));
  }

  /** Waits until the preview has actually loaded an image of the given size. */
  async expectPreviewLoaded(width: number, height: number): Promise<void> {
    await expect.poll(() => this.previewSize()).toEqual({ width, height });
  }
}
