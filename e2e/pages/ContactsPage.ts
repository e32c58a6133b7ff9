import { expect, type Locator, type Page } from '@playwright/test';
import { ShellPage } from './ShellPage.js';

/** What the patient form is filled with; the optional fields stay empty when left out. */
export interface PatientEntry {
  mrn: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  email?: string;
  mobile?: string;
}

/** The contacts area: tenant, cohorts panel, search, filters, patient table and their dialogs. */
export class ContactsPage {
  readonly area: Locator;
  readonly table: Locator;
  readonly search: Locator;
  readonly addPatientButton: Locator;
  readonly cohorts: Locator;
  readonly patientDialog: Locator;
  readonly bulkEditDialog: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.area = page.getByRole('main').getByRole('region', { name: 'Contacts', exact: true });
    this.table = this.area.getByRole('table', { name: 'Patients' });
    this.search = this.area.getByRole('searchbox', { name: 'Search patients' });
    this.addPatientButton = this.area.getByRole('button', { name: 'Add patient', exact: true }).first();
    this.cohorts = this.area.getByRole('complementary', { name: 'Cohorts' });
    this.patientDialog = page.getByRole('dialog', { name: /^(Add|Edit) patient$/ });
    this.bulkEditDialog = page.getByRole('dialog', { name: 'Edit selected patients' });
    this.confirmDialog = page.getByRole('dialog', { name: 'Are you sure?' });
  }

  /** Opens the area from the side navigation and waits for its heading. */
  async open(): Promise<void> {
    await new ShellPage(this.page).navLink('Contacts').click();
    await expect(this.area.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  }

  /** The confirmation a save or delete shows. */
  notice(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  /** The table row of a patient, found by the name its row header shows ("Surname, Given"). */
  row(name: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** The names in the table, top to bottom. */
  async names(): Promise<string[]> {
    return this.table.getByRole('rowheader').allTextContents();
  }

  async addPatient(entry: PatientEntry): Promise<void> {
    await this.addPatientButton.click();
    await expect(this.patientDialog).toBeVisible();
    await this.fillPatient(entry);
    await this.patientDialog.getByRole('button', { name: 'Save' }).click();
    await expect(this.notice('The patient has been added.')).toBeVisible();
    await expect(this.patientDialog).toHaveCount(0);
  }

  async fillPatient(entry: PatientEntry): Promise<void> {
    const dialog = this.patientDialog;
    await dialog.getByRole('textbox', { name: 'Medical record number (MRN)' }).fill(entry.mrn);
    await dialog.getByRole('textbox', { name: 'First name' }).fill(entry.firstName);
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(entry.lastName);
    await dialog.getByLabel('Date of birth').fill(entry.dateOfBirth);
    if (entry.email !== undefined) await dialog.getByRole('textbox', { name: 'E-mail' }).fill(entry.email);
    if (entry.mobile !== undefined) {
      await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(entry.mobile);
    }
  }

  /** Opens a patient's record, to read, from their name in the table. */
  async openPatient(name: string): Promise<Locator> {
    await this.row(name).getByRole('button', { name, exact: true }).click();
    const record = this.page.getByRole('dialog', { name, exact: true });
    await expect(record).toBeVisible();
    return record;
  }

  /** Chooses Edit or Delete in a patient's row menu. */
  async rowAction(name: string, action: 'Edit' | 'Delete'): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  async select(name: string): Promise<void> {
    await this.row(name)
      .getByRole('checkbox', { name: `Select ${name}` })
      .check();
  }

  async selectPage(): Promise<void> {
    await this.table.getByRole('checkbox', { name: 'Select all patients on this page' }).check();
  }

  /** The cohorts panel's button for a cohort, named with its member count. */
  cohort(title: string, members: number): Locator {
    return this.cohorts.getByRole('button', { name: `${title} Members: ${members}`, exact: true });
  }

  async createCohort(title: string): Promise<void> {
    await this.cohorts.getByRole('button', { name: 'New cohort' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New cohort' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('button', { name: 'Save' }).click();
  }
}
