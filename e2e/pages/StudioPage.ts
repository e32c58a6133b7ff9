import { expect, type Locator, type Page } from '@playwright/test';
import { ShellPage } from './ShellPage.js';

/** The studio's home: the tenant's campaigns, search and status filter, create and clone. */
export class StudioPage {
  readonly main: Locator;
  readonly table: Locator;
  readonly search: Locator;
  readonly status: Locator;
  readonly createButton: Locator;
  readonly createDialog: Locator;
  readonly cloneDialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.table = this.main.getByRole('table', { name: 'Campaigns' });
    this.search = this.main.getByRole('searchbox', { name: 'Search campaigns' });
    this.status = this.main.getByRole('combobox', { name: 'Status' });
    this.createButton = this.main.getByRole('button', { name: 'Create campaign' });
    this.createDialog = page.getByRole('dialog', { name: 'Create campaign' });
    this.cloneDialog = page.getByRole('dialog', { name: 'Clone campaign' });
  }

  /** Opens the studio from the side navigation and waits for its heading. */
  async open(): Promise<void> {
    await new ShellPage(this.page).navLink('All campaigns').click();
    await expect(this.main.getByRole('heading', { level: 1, name: 'All campaigns' })).toBeVisible();
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** The campaign names in the order the table shows them. */
  async names(): Promise<string[]> {
    return this.table.getByRole('row').locator('a').allTextContents();
  }

  async create(name: string, description: string): Promise<void> {
    await this.createButton.click();
    await this.createDialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await this.createDialog.getByRole('textbox', { name: 'Description' }).fill(description);
    await this.createDialog.getByRole('button', { name: 'Create', exact: true }).click();
  }

  async clone(source: string, name: string): Promise<void> {
    await this.row(source)
      .getByRole('button', { name: `Clone ${source}` })
      .click();
    const field = this.cloneDialog.getByRole('textbox', { name: 'Name of the copy' });
    await expect(field).toHaveValue(`Copy of ${source}`);
    await field.fill(name);
    await this.cloneDialog.getByRole('button', { name: 'Clone', exact: true }).click();
    await expect(this.cloneDialog).toHaveCount(0);
  }
}
