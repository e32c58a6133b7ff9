import { expect, type Locator, type Page } from '@playwright/test';

/** The patient import wizard of the contacts area. */
export class PatientImportDialog {
  readonly dialog: Locator;
  readonly fileButton: Locator;
  readonly cohort: Locator;
  readonly rejectedRows: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Import patients' });
    this.fileButton = this.dialog.getByRole('button', { name: 'Choose a file CSV file' });
    this.cohort = this.dialog.getByRole('combobox', { name: 'Add the patients to a cohort' });
    this.rejectedRows = this.dialog.getByRole('table');
  }

  async open(area: Locator): Promise<void> {
    await area.getByRole('button', { name: 'Import patients' }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** The step the indicator marks as current. */
  currentStep(): Locator {
    return this.dialog.getByRole('list', { name: 'Import steps' }).locator('[aria-current="step"]');
  }

  /** Chooses a CSV file made in the test and, when given, a cohort; then checks it. */
  async checkFile(name: string, content: string, cohort?: string): Promise<void> {
    // As a user does: the button opens the browser's file chooser, which is answered with the file.
    const chooser = this.page.waitForEvent('filechooser');
    await this.fileButton.click();
    await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') });
    if (cohort !== undefined) await this.cohort.selectOption({ label: cohort });
    await this.dialog.getByRole('button', { name: 'Check file' }).click();
  }

  /** The rejected row of the report that starts on `line`. */
  rejectedRow(line: number): Locator {
    return this.rejectedRows
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: String(line), exact: true }) });
  }

  /** A count of the report or the result, by its term. */
  count(group: string, term: string): Locator {
    return this.dialog
      .getByLabel(group)
      .locator('div')
      .filter({ has: this.page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
      .getByRole('definition');
  }
}
