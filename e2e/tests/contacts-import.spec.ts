import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures.js';
import { ContactsPage } from '../pages/ContactsPage.js';
import { PatientImportDialog } from '../pages/PatientImportDialog.js';
import { expectNoBlockingViolations } from '../support/axe.js';

const GOOD_ROWS = 25;

/**
 * A file of 25 good patients with four bad rows among them. The header is line 1, so the first
 * patient is on line 2; the bad rows land on lines 4, 9, 15 and 22.
 */
function patientsCsv(): string {
  const header = 'mrn,first_name,last_name,date_of_birth,gender,email,mobile';
  const good = Array.from({ length: GOOD_ROWS }, (_, index) => {
    const n = String(index + 1).padStart(3, '0');
    return `CI-${n},Given${n},Importa${n},1980-01-${String((index % 28) + 1).padStart(2, '0')},female,given${n}@example.test,+4477009${n.padStart(5, '0')}`;
  });
  const bad: [number, string][] = [
    [4, 'CI-BAD1,Dora,Slash,03/04/1990,female,,'],
    [9, 'CI-BAD2,Pete,Phone,1970-05-06,male,,07700 900123'],
    [15, 'CI-BAD3,Emma,Mail,1985-07-08,female,emma-at-example.test,'],
    [22, 'CI-BAD4,Gene,Gender,1990-09-10,robot,,'],
  ];
  const lines = [header, ...good];
  // Each bad row goes in at its own line number (line n is index n - 1).
  for (const [line, row] of bad) lines.splice(line - 1, 0, row);
  return `${lines.join('\r\n')}\r\n`;
}

test('staff import a CSV file: read the dry run, import with progress, take the rejected rows back', async ({
  page,
  signIn,
}) => {
  await signIn('contactsImport');
  const contacts = new ContactsPage(page);
  const wizard = new PatientImportDialog(page);
  await contacts.open();

  await test.step('a cohort to import into', async () => {
    await contacts.createCohort('Spring import');
    await expect(contacts.cohort('Spring import', 0)).toBeVisible();
  });

  await test.step('the file is checked before anything is written', async () => {
    await wizard.open(contacts.area);
    await expect(wizard.currentStep()).toHaveText('Choose file');
    await expect(wizard.dialog).toContainText('date_of_birth');
    await expect(wizard.dialog).toContainText('YYYY-MM-DD');
    await wizard.checkFile('spring-patients.csv', patientsCsv(), 'Spring import');
  });

  await test.step('the report gives the totals, the column findings, then each bad row by line', async () => {
    await expect(wizard.currentStep()).toHaveText('Check');
    await expect(wizard.count('Rows checked', 'Rows')).toHaveText('29');
    await expect(wizard.count('Rows checked', 'Valid rows')).toHaveText(String(GOOD_ROWS));
    await expect(wizard.count('Rows checked', 'Rejected rows')).toHaveText('4');
    await expect(wizard.count('What importing will do', 'New patients')).toHaveText(String(GOOD_ROWS));
    await expect(wizard.dialog).toContainText('Not in the file: title,');
    await expect(wizard.rejectedRow(4)).toContainText('date_of_birth: Use the format YYYY-MM-DD.');
    await expect(wizard.rejectedRow(9)).toContainText('mobile: Must be a valid phone number');
    await expect(wizard.rejectedRow(15)).toContainText('email: Must be a valid email.');
    await expect(wizard.rejectedRow(22)).toContainText('gender: “robot” is not one of the listed values.');
    await expect(wizard.rejectedRows.getByRole('rowheader')).toHaveText(['4', '9', '15', '22']);
    await expectNoBlockingViolations(page, 'patient import, dry-run report');
  });

  await test.step('importing shows the progress, then the result', async () => {
    await wizard.dialog.getByRole('button', { name: `Import ${GOOD_ROWS} patients` }).click();
    const bar = wizard.dialog.getByRole('progressbar', { name: 'Import progress' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuemax', String(GOOD_ROWS));
    await expect(wizard.dialog.getByText('The import is finished.')).toBeVisible();
    await expect(wizard.currentStep()).toHaveText('Result');
    await expect(wizard.count('Import result', 'New patients')).toHaveText(String(GOOD_ROWS));
    await expect(wizard.count('Import result', 'Rejected rows')).toHaveText('4');
  });

  await test.step('the rejected rows download as a CSV file with their lines and reasons', async () => {
    const downloading = page.waitForEvent('download');
    await wizard.dialog.getByRole('button', { name: 'Download rejected rows' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^patients-rejected-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('line,reason,mrn,first_name,last_name,date_of_birth,gender,email,mobile');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain('4,date_of_birth: Use the format YYYY-MM-DD.,CI-BAD1,Dora,Slash,03/04/1990');
    expect(lines[2]).toContain('CI-BAD2');
    expect(lines[3]).toContain('emma-at-example.test');
    expect(lines[4]).toContain('robot');
  });

  await test.step('Done shows the imported patients in the table and the cohort', async () => {
    await wizard.dialog.getByRole('button', { name: 'Done' }).click();
    await expect(wizard.dialog).toHaveCount(0);
    await expect(contacts.cohort('Spring import', GOOD_ROWS)).toBeVisible();
    await contacts.search.fill('importa017');
    await expect(contacts.row('Importa017, Given017')).toBeVisible();
    await expect.poll(() => contacts.names()).toEqual(['Importa017, Given017']);
  });
});
